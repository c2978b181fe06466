import { Form, Input } from 'antd';
import { useNavigate } from 'react-router';
import type { MetalKindRecord } from '@voski/contract';
import { finenesses } from '@voski/contract/product-options';
import { useNotify } from '../../client/use-notify';
import { FormActions } from '../../ui/FormActions';
import { FormError } from '../../ui/FormError';
import { RequiredSelect } from '../../ui/FormControls';
import { AddRecordPage, EditRecordPage } from '../../ui/RecordPage';
import { TranslatedFields } from '../../ui/TranslatedFields';
import { useFormSave } from '../../ui/use-form-save';
import { useT } from '../../ui/use-t';
import { saveMetalKind, useMetalKind } from './metals-api';

interface Values {
  key?: string;
  name: string;
  name_en: string;
  name_ru: string;
  /** As typed into the tags select: numbers, or texts of digits. */
  finenesses: (number | string)[];
}

const KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const isFineness = (value: number | string) =>
  /^\d{1,3}$/.test(String(value).trim()) && Number(value) >= 1;

function MetalKindForm({ kind }: { kind: MetalKindRecord | null }) {
  const t = useT();
  const notify = useNotify();
  const navigate = useNavigate();
  const [form] = Form.useForm<Values>();

  const save = useFormSave(
    form,
    (values: Values) => {
      const names = {
        name: values.name.trim(),
        name_en: values.name_en.trim(),
        name_ru: values.name_ru.trim(),
        finenesses: values.finenesses.map((f) => Number(String(f).trim())),
      };
      const key = values.key?.trim();
      return saveMetalKind(kind?.id ?? null, kind || !key ? names : { ...names, key });
    },
    {
      failed: notify.error,
      saved: async () => {
        notify.success(kind ? 'admin.metals.updated' : 'admin.metals.added');
        await navigate('/admin/metals/all');
      },
    },
  );

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      style={{ maxWidth: 640 }}
      initialValues={kind ? { ...kind, finenesses: kind.finenesses } : { finenesses: [585, 750] }}
      onFinish={save.submit}
      scrollToFirstError
    >
      <TranslatedFields name="name" label="admin.field.name" max={100} required="all" />
      <Form.Item
        name="finenesses"
        label={t('admin.metals.finenesses')}
        extra={t('admin.metals.finenessesHelp')}
        rules={[
          { required: true, type: 'array', min: 1, message: t('admin.metals.finenessesRequired') },
          {
            validator: (_, value: Values['finenesses'] | undefined) =>
              (value ?? []).every(isFineness)
                ? Promise.resolve()
                : Promise.reject(new Error(t('admin.metals.finenessRange'))),
          },
        ]}
      >
        <RequiredSelect<number | string>
          mode="tags"
          tokenSeparators={[',', ' ']}
          options={finenesses.map((value) => ({ value, label: String(value) }))}
        />
      </Form.Item>
      <Form.Item
        name="key"
        label={t('admin.metals.key')}
        extra={kind ? t('admin.metals.keyFixed') : t('admin.metals.keyHelp')}
        rules={[
          { max: 40, message: t('admin.field.tooLong', { max: 40 }) },
          { pattern: KEY_PATTERN, message: t('admin.metals.keyRule') },
        ]}
      >
        <Input disabled={Boolean(kind)} />
      </Form.Item>
      <FormError message={save.formError} />
      <FormActions pending={save.pending} backTo="/admin/metals/all" />
    </Form>
  );
}

export function MetalKindAddPage() {
  return (
    <AddRecordPage title="admin.page.metalsAdd">
      <MetalKindForm kind={null} />
    </AddRecordPage>
  );
}

export function MetalKindEditPage() {
  return (
    <EditRecordPage title="admin.page.metalsEdit" useRecord={useMetalKind}>
      {(kind) => <MetalKindForm key={kind.id} kind={kind} />}
    </EditRecordPage>
  );
}
