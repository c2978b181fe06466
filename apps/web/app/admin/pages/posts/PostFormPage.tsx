import { Form, Input } from 'antd';

import { useNavigate } from 'react-router';
import { useNotify } from '../../client/use-notify';
import type { Post } from '../../client/types';
import { FormActions } from '../../ui/FormActions';
import { FormError } from '../../ui/FormError';
import { AddRecordPage, EditRecordPage } from '../../ui/RecordPage';
import { ImageField } from '../../ui/ImageField';
import { useImageRules } from '../../ui/image-rules';
import { useLinkRules } from '../../ui/link-rules';
import { TranslatedFields } from '../../ui/TranslatedFields';
import { useFormSave } from '../../ui/use-form-save';
import { useT } from '../../ui/use-t';
import { savePost, usePost } from './posts-api';

interface Values {
  image?: File | null;
  url?: string;
  caption?: string;
  caption_en?: string;
  caption_ru?: string;
}

const textFields = ['url', 'caption', 'caption_en', 'caption_ru'] as const;

function PostForm({ post }: { post: Post | null }) {
  const t = useT();
  const notify = useNotify();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const imageRules = useImageRules(post === null);
  const linkRules = useLinkRules();

  const save = useFormSave(
    form,
    (values: Values, onProgress) => {
      const body = new FormData();
      for (const field of textFields) body.append(field, (values[field] ?? '').trim());
      if (values.image) body.append('image', values.image);
      return savePost(post?.id ?? null, body, onProgress);
    },
    {
      failed: notify.error,
      saved: async () => {
        notify.success(post ? 'admin.post.updated' : 'admin.post.added');
        await navigate('/admin/post/all');
      },
    },
  );

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      style={{ maxWidth: 720 }}
      initialValues={{ ...(post ?? {}), image: null }}
      onFinish={save.submit}
    >
      <Form.Item name="image" label={t('admin.field.image')} rules={imageRules}>
        <ImageField current={post?.image} alt={t('admin.post.preview')} />
      </Form.Item>
      <Form.Item
        name="url"
        label={t('admin.field.link')}
        rules={linkRules}
        extra={t('admin.field.linkHelp')}
      >
        <Input placeholder="https://www.instagram.com/..." />
      </Form.Item>
      <TranslatedFields name="caption" label="admin.field.caption" max={2000} multiline />
      <FormError message={save.formError} />
      <FormActions pending={save.pending} progress={save.progress} backTo="/admin/post/all" />
    </Form>
  );
}

export function PostAddPage() {
  return (
    <AddRecordPage title="admin.page.postAdd">
      <PostForm post={null} />
    </AddRecordPage>
  );
}

export function PostEditPage() {
  return (
    <EditRecordPage title="admin.page.postEdit" useRecord={usePost}>
      {(post) => <PostForm key={post.id} post={post} />}
    </EditRecordPage>
  );
}
