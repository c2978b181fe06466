import { Card, Col, Form, Row } from 'antd';
import { useNotify } from '../../client/use-notify';
import type { AboutPage } from '../../client/types';
import { FormActions } from '../../ui/FormActions';
import { FormError } from '../../ui/FormError';
import { ImageField } from '../../ui/ImageField';
import { useImageRules } from '../../ui/image-rules';
import { LoadState } from '../../ui/LoadState';
import { PageTitle } from '../../ui/PageTitle';
import { RichTextTabs } from '../../ui/RichTextTabs';
import { useFormSave } from '../../ui/use-form-save';
import { useT } from '../../ui/use-t';
import { appendTexts, saveAbout, useAbout } from './pages-api';

const textFields = [
  'content_1',
  'content_1_en',
  'content_1_ru',
  'content_2',
  'content_2_en',
  'content_2_ru',
] as const;

type Values = Partial<Record<(typeof textFields)[number], string>> & {
  avatar1?: File | null;
  avatar2?: File | null;
};

function AboutForm({ about }: { about: AboutPage }) {
  const t = useT();
  const notify = useNotify();
  const [form] = Form.useForm<Values>();
  const imageRules = useImageRules(false);

  const save = useFormSave(
    form,
    (values: Values, onProgress) => {
      const body = new FormData();
      appendTexts(body, values, textFields);
      if (values.avatar1) body.append('avatar1', values.avatar1);
      if (values.avatar2) body.append('avatar2', values.avatar2);
      return saveAbout(body, onProgress);
    },
    {
      failed: notify.error,
      saved: () => {
        form.setFieldsValue({ avatar1: null, avatar2: null });
        notify.success('admin.about.saved');
      },
    },
  );

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      style={{ maxWidth: 960 }}
      initialValues={{ ...about, avatar1: null, avatar2: null }}
      onFinish={save.submit}
    >
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Card title={t('admin.about.first')} style={{ marginBottom: 16 }}>
            <Form.Item name="avatar1" label={t('admin.about.image1')} rules={imageRules}>
              <ImageField current={about.image1} alt={t('admin.about.image1')} />
            </Form.Item>
          </Card>
        </Col>
        <Col xs={24} md={12}>
          <Card title={t('admin.about.second')} style={{ marginBottom: 16 }}>
            <Form.Item name="avatar2" label={t('admin.about.image2')} rules={imageRules}>
              <ImageField current={about.image2} alt={t('admin.about.image2')} />
            </Form.Item>
          </Card>
        </Col>
      </Row>
      <RichTextTabs name="content_1" label="admin.about.text1" />
      <RichTextTabs name="content_2" label="admin.about.text2" />
      <FormError message={save.formError} />
      <FormActions pending={save.pending} progress={save.progress} />
    </Form>
  );
}

export function AboutPageEditor() {
  const t = useT();
  const query = useAbout();
  return (
    <>
      <PageTitle>{t('admin.page.contactAbout')}</PageTitle>
      <LoadState query={query}>{(about) => <AboutForm about={about} />}</LoadState>
    </>
  );
}
