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
import { TranslatedTabs, translationSuffixes, useTranslatedTabs } from '../../ui/TranslatedFields';
import { useFormSave } from '../../ui/use-form-save';
import { useT } from '../../ui/use-t';
import { saveSlide, slidePriorities, useSlide } from './slides-api';

const wordFields = [
  { name: 'title', label: 'admin.slide.headline', max: 120 },
  { name: 'text', label: 'admin.slide.text', max: 300, multiline: true },
  { name: 'button', label: 'admin.slide.button', max: 40 },
] as const;
const altFields = [
  { name: 'alt', label: 'admin.slide.altField', max: 250, multiline: true },
] as const;
/** title, title_en, title_ru, text, ..., alt_ru: each optional, sent even when empty (to clear it). */
const wordNames = [...wordFields, ...altFields].flatMap(({ name }) =>
  translationSuffixes.map((suffix) => `${name}${suffix}` as WordName),
);
type WordName = `${(typeof wordFields)[number]['name'] | 'alt'}${'' | '_en' | '_ru'}`;

type Values = {
  image?: File | null;
  url?: string;
  priority: number;
} & { [K in WordName]?: string };

function SlideForm({ slide }: { slide: Slide | null }) {
  const t = useT();
  const notify = useNotify();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();
  const imageRules = useImageRules(slide === null);
  const linkRules = useLinkRules();
  const wordTabs = useTranslatedTabs(wordFields);
  const altTabs = useTranslatedTabs(altFields);

  const save = useFormSave(
    form,
    (values: Values, onProgress) => {
      const body = new FormData();
      body.append('url', (values.url ?? '').trim());
      body.append('priority', String(values.priority));
      for (const name of wordNames) body.append(name, (values[name] ?? '').trim());
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
      initialValues={{
        ...Object.fromEntries(wordNames.map((name) => [name, slide?.[name] ?? ''])),
        url: slide?.url ?? '',
        priority: slide?.priority ?? 0,
        image: null,
      }}
      onFinish={save.submit}
      onFinishFailed={(failed) => {
        wordTabs.onFinishFailed(failed);
        altTabs.onFinishFailed(failed);
      }}
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
      <TranslatedTabs
        label="admin.slide.words"
        extra="admin.slide.wordsHelp"
        fields={wordFields}
        tabs={wordTabs}
      />
      <TranslatedTabs
        label="admin.slide.alt"
        extra="admin.slide.altHelp"
        fields={altFields}
        tabs={altTabs}
      />
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
