import { Form } from 'antd';
import { useNavigate } from 'react-router';
import { useNotify } from '../../client/use-notify';
import type { Faq } from '../../client/types';
import { FormActions } from '../../ui/FormActions';
import { FormError } from '../../ui/FormError';
import { AddRecordPage, EditRecordPage } from '../../ui/RecordPage';
import { TranslatedFields } from '../../ui/TranslatedFields';
import { useFormSave } from '../../ui/use-form-save';
import { saveFaq, useFaq, type FaqInput } from './faqs-api';

function FaqForm({ faq }: { faq: Faq | null }) {
  const notify = useNotify();
  const navigate = useNavigate();
  const [form] = Form.useForm<FaqInput>();

  const save = useFormSave(
    form,
    (values: FaqInput) => {
      const input = Object.fromEntries(
        Object.entries(values).map(([key, value]) => [key, (value ?? '').trim()]),
      ) as FaqInput;
      return saveFaq(faq?.id ?? null, input);
    },
    {
      failed: notify.error,
      saved: async () => {
        notify.success(faq ? 'admin.faq.updated' : 'admin.faq.added');
        await navigate('/admin/faq/all');
      },
    },
  );

  return (
    <Form<FaqInput>
      form={form}
      layout="vertical"
      style={{ maxWidth: 720 }}
      initialValues={faq ?? {}}
      onFinish={save.submit}
    >
      <TranslatedFields
        name="question"
        label="admin.field.question"
        max={1000}
        required
        multiline
      />
      <TranslatedFields name="answer" label="admin.field.answer" max={10_000} required multiline />
      <FormError message={save.formError} />
      <FormActions pending={save.pending} backTo="/admin/faq/all" />
    </Form>
  );
}

export function FaqAddPage() {
  return (
    <AddRecordPage title="admin.page.faqAdd">
      <FaqForm faq={null} />
    </AddRecordPage>
  );
}

export function FaqEditPage() {
  return (
    <EditRecordPage title="admin.page.faqEdit" useRecord={useFaq}>
      {(faq) => <FaqForm key={faq.id} faq={faq} />}
    </EditRecordPage>
  );
}
