import { Card, Form, Image, Space, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { pick } from '../../../lib/i18n/locale';
import { useLocale } from '../../../lib/i18n/use-locale';
import { mediaUrl } from '../../../lib/media';
import { useNotify } from '../../client/use-notify';
import type { Blog } from '../../client/types';
import { FormActions } from '../../ui/FormActions';
import { FormError } from '../../ui/FormError';
import { AddRecordPage, EditRecordPage } from '../../ui/RecordPage';
import { GalleryFormItem } from '../../ui/GalleryFormItem';
import { RichTextTabs } from '../../ui/RichTextTabs';
import { TranslatedFields } from '../../ui/TranslatedFields';
import { useFormSave } from '../../ui/use-form-save';
import { useT } from '../../ui/use-t';
import { deleteBlogImage, saveBlog, useBlog } from './blogs-api';

interface Values {
  title: string;
  title_en?: string;
  title_ru?: string;
  content?: string;
  content_en?: string;
  content_ru?: string;
  images?: File[];
}

const textFields = [
  'title',
  'title_en',
  'title_ru',
  'content',
  'content_en',
  'content_ru',
] as const;

function BlogForm({ blog }: { blog: Blog | null }) {
  const t = useT();
  const locale = useLocale();
  const notify = useNotify();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();

  const save = useFormSave(
    form,
    (values: Values, onProgress) => {
      const body = new FormData();
      for (const field of textFields) body.append(field, (values[field] ?? '').trim());
      (values.images ?? []).forEach((file, index) => body.append(`images[${index}]`, file));
      return saveBlog(blog?.id ?? null, body, onProgress);
    },
    {
      failed: notify.error,
      saved: async () => {
        notify.success(blog ? 'admin.blog.updated' : 'admin.blog.added');
        await navigate('/admin/blog/all');
      },
    },
  );

  const title = blog ? pick(blog, 'title', locale) : t('admin.page.blogAdd');
  return (
    <Form<Values>
      form={form}
      layout="vertical"
      style={{ maxWidth: 960 }}
      initialValues={{ ...(blog ?? {}), images: [] }}
      onFinish={save.submit}
      scrollToFirstError
    >
      <TranslatedFields name="title" label="admin.field.title" max={500} required />
      <RichTextTabs name="content" label="admin.field.content" />
      <GalleryFormItem stored={blog?.images ?? []} removeImage={deleteBlogImage} alt={title} />
      {blog?.qrs && (
        <Card size="small" title={t('admin.blog.qr')} style={{ maxWidth: 320, marginBottom: 24 }}>
          <Space direction="vertical">
            <Image
              src={mediaUrl(blog.qrs.image)}
              alt={t('admin.blog.qrOf', { title })}
              width={160}
              height={160}
            />
            <Typography.Text type="secondary">{t('admin.blog.qrHelp')}</Typography.Text>
            <a href={mediaUrl(blog.qrs.image)} download>
              {t('admin.blog.qrDownload')}
            </a>
          </Space>
        </Card>
      )}
      <FormError message={save.formError} />
      <FormActions pending={save.pending} progress={save.progress} backTo="/admin/blog/all" />
    </Form>
  );
}

export function BlogAddPage() {
  return (
    <AddRecordPage title="admin.page.blogAdd">
      <BlogForm blog={null} />
    </AddRecordPage>
  );
}

export function BlogEditPage() {
  return (
    <EditRecordPage title="admin.page.blogEdit" useRecord={useBlog}>
      {(blog) => <BlogForm key={blog.id} blog={blog} />}
    </EditRecordPage>
  );
}
