import { Form, Input, Select } from 'antd';
import { useNavigate } from 'react-router';
import { useNotify } from '../../client/use-notify';
import type { Slide } from '../../client/types';
import { FormActions } from '../../ui/FormActions';
import { FormError } from '../../ui/FormError';
import { AddRecordPage, EditRecordPage } from '../../ui/RecordPage';
import { ImageField } from '../../ui/ImageField';
import { useImageRules } from '../../ui/image-rules';
import { useLinkRules } from '../../ui/link-rules';
import { useFormSave } from '../../ui/use-form-save';
import { useT } from '../../ui/use-t';
import { saveSlide, slidePriorities, useSlide } from './slides-api';

interface Values {
  image?: File | null;
  url?: string;
  priority: number;
}

function SlideForm({ slide }: { slide: Slide | null }) {
  const t = useT();
  const notify = useNotify();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const imageRules = useImageRules(slide === null);
  const linkRules = useLinkRules();

  const save = useFormSave(
    form,
    (values: Values, onProgress) => {
      const body = new FormData();
      body.append('url', (values.url ?? '').trim());
      body.append('priority', String(values.priority));
      if (values.image) body.append('image', values.image);
      return saveSlide(slide?.id ?? null, body, onProgress);
    },
    {
      failed: () => notify.failure(slide ? 'admin.slide.updateFailed' : 'admin.slide.addFailed'),
      saved: async () => {
        notify.success(slide ? 'admin.slide.updated' : 'admin.slide.added');
        await navigate('/admin/slide/all');
      },
    },
  );

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      style={{ maxWidth: 640 }}
      initialValues={{ url: slide?.url ?? '', priority: slide?.priority ?? 0, image: null }}
      onFinish={save.submit}
    >
      <Form.Item name="image" label={t('admin.field.image')} rules={imageRules}>
        <ImageField current={slide?.image} alt={t('admin.slide.preview')} />
      </Form.Item>
      <Form.Item
        name="url"
        label={t('admin.field.link')}
        rules={linkRules}
        extra={t('admin.field.linkHelp')}
      >
        <Input placeholder="/products/1" />
      </Form.Item>
      <Form.Item
        name="priority"
        label={t('admin.field.priority')}
        extra={t('admin.slide.priorityHelp')}
      >
        <Select
          options={slidePriorities.map((value) => ({ value, label: String(value) }))}
          style={{ width: 120 }}
        />
      </Form.Item>
      <FormError message={save.formError} />
      <FormActions pending={save.pending} progress={save.progress} backTo="/admin/slide/all" />
    </Form>
  );
}

export function SlideAddPage() {
  return (
    <AddRecordPage title="admin.page.slideAdd">
      <SlideForm slide={null} />
    </AddRecordPage>
  );
}

export function SlideEditPage() {
  return (
    <EditRecordPage
      title="admin.page.slideEdit"
      useRecord={useSlide}
      failure="admin.slide.detailsFailed"
    >
      {(slide) => <SlideForm key={slide.id} slide={slide} />}
    </EditRecordPage>
  );
}
