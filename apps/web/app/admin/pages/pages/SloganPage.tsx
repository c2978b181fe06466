import { Button, ColorPicker, Form, Input, Space } from 'antd';
import type { Color } from 'antd/es/color-picker';
import { useNotify } from '../../client/use-notify';
import type { Slogan } from '../../client/types';
import { staffColors } from '../../staff-theme';
import { FormActions } from '../../ui/FormActions';
import { FormError } from '../../ui/FormError';
import { ImageField } from '../../ui/ImageField';
import { useImageRules } from '../../ui/image-rules';
import { LoadState } from '../../ui/LoadState';
import { PageTitle } from '../../ui/PageTitle';
import { RichTextTabs } from '../../ui/RichTextTabs';
import { useFormSave } from '../../ui/use-form-save';
import { useT } from '../../ui/use-t';
import { appendTexts, saveSlogan, useSlogan } from './pages-api';

const textFields = ['content_1', 'content_1_en', 'content_1_ru'] as const;
const hexColor = /^#[0-9a-f]{6}$/i;

type Values = Partial<Record<(typeof textFields)[number], string>> & {
  color: string;
  avatar1?: File | null;
};

/** A colour as a picker and as typed #rrggbb text, for those who know the exact shade. */
function ColorField({
  id,
  value = '',
  onChange,
}: {
  id?: string;
  value?: string;
  onChange?: (hex: string) => void;
}) {
  const t = useT();
  return (
    <Space.Compact>
      <ColorPicker
        value={hexColor.test(value) ? value : undefined}
        disabledAlpha
        format="hex"
        onChange={(color: Color) => onChange?.(color.toHexString().slice(0, 7))}
      >
        {/* a real button, unlike antd's default swatch (a div keyboards cannot reach) */}
        <Button
          aria-label={t('admin.slogan.colorPicker')}
          icon={
            <span
              aria-hidden
              style={{
                display: 'inline-block',
                width: 16,
                height: 16,
                borderRadius: 2,
                border: `1px solid ${staffColors.controlBorder}`,
                background: hexColor.test(value) ? value : undefined,
              }}
            />
          }
        />
      </ColorPicker>
      <Input
        id={id}
        value={value}
        onChange={(event) => onChange?.(event.target.value.trim())}
        maxLength={7}
        style={{ width: 120, fontFamily: 'monospace' }}
        placeholder="#d09f4e"
      />
    </Space.Compact>
  );
}

function SloganForm({ slogan }: { slogan: Slogan }) {
  const t = useT();
  const notify = useNotify();
  const [form] = Form.useForm<Values>();
  const imageRules = useImageRules(false);

  const save = useFormSave(
    form,
    (values: Values, onProgress) => {
      const body = new FormData();
      appendTexts(body, values, textFields);
      body.append('color', values.color.toLowerCase());
      if (values.avatar1) body.append('avatar1', values.avatar1);
      return saveSlogan(body, onProgress);
    },
    {
      failed: notify.error,
      saved: () => {
        form.setFieldsValue({ avatar1: null });
        notify.success('admin.slogan.saved');
      },
    },
  );

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      style={{ maxWidth: 960 }}
      initialValues={{ ...slogan, avatar1: null }}
      onFinish={save.submit}
    >
      <Form.Item name="avatar1" label={t('admin.field.image')} rules={imageRules}>
        <ImageField current={slogan.image1} alt={t('admin.slogan.image')} />
      </Form.Item>
      <Form.Item
        name="color"
        label={t('admin.slogan.color')}
        rules={[
          {
            validator: async (_rule, value: unknown) => {
              if (typeof value !== 'string' || !hexColor.test(value)) {
                throw new Error(t('admin.slogan.colorInvalid'));
              }
            },
          },
        ]}
      >
        <ColorField />
      </Form.Item>
      <RichTextTabs name="content_1" label="admin.field.content" />
      <FormError message={save.formError} />
      <FormActions pending={save.pending} progress={save.progress} />
    </Form>
  );
}

export function SloganPage() {
  const t = useT();
  const query = useSlogan();
  return (
    <>
      <PageTitle>{t('admin.page.sloganAbout')}</PageTitle>
      <LoadState query={query}>{(slogan) => <SloganForm slogan={slogan} />}</LoadState>
    </>
  );
}
