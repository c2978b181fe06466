import { Form } from 'antd';
import { useNavigate } from 'react-router';
import { useNotify } from '../../client/use-notify';
import type { Faq } from '../../client/types';
import { FormActions } from '../../ui/FormActions';
import { FormError } from '../../ui/FormError';
import { LoadState } from '../../ui/LoadState';
import { PageTitle } from '../../ui/PageTitle';
import { useRecordId } from '../../ui/record-id';
import { TranslatedFields } from '../../ui/TranslatedFields';
import { useFormSave } from '../../ui/use-form-save';
import { useT } from '../../ui/use-t';
import { saveFaq, useFaqs, type FaqInput } from './faqs-api';

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
  const t = useT();
  return (
    <>
      <PageTitle>{t('admin.page.faqAdd')}</PageTitle>
      <FaqForm faq={null} />
    </>
  );
}

/** The API has no single-FAQ read: the record comes from the list. */
export function FaqEditPage() {
  const t = useT();
  const id = useRecordId();
  const list = useFaqs();
  const faq = list.data?.find((item) => item.id === id);
  const query = { ...list, data: faq };
  return (
    <>
      <PageTitle>{t('admin.page.faqEdit')}</PageTitle>
      <LoadState query={query} missing={id === null || (list.data !== undefined && !faq)}>
        {(found) => <FaqForm key={found.id} faq={found} />}
      </LoadState>
    </>
  );
}
