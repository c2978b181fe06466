import { Form, Typography } from 'antd';
import type { ReturnPolicy, ReturnPolicyBody } from '@voski/contract';
import { RETURN_POLICY_MAX } from '@voski/contract/content-limits';
import { useNotify } from '../../client/use-notify';
import { FormActions } from '../../ui/FormActions';
import { FormError } from '../../ui/FormError';
import { LoadState } from '../../ui/LoadState';
import { PageTitle } from '../../ui/PageTitle';
import { RichTextTabs } from '../../ui/RichTextTabs';
import { useFormSave } from '../../ui/use-form-save';
import { useT } from '../../ui/use-t';
import { saveReturnPolicy, useReturnPolicy } from './pages-api';

type Values = Partial<ReturnPolicyBody>;

const text = (value: string | undefined) => (value ?? '').trim();

/** The storefront's return policy page, one rich text per language, each required. */
function ReturnPolicyForm({ policy }: { policy: ReturnPolicy }) {
  const t = useT();
  const notify = useNotify();
  const [form] = Form.useForm<Values>();

  const save = useFormSave(
    form,
    (values: Values) =>
      saveReturnPolicy({
        content: text(values.content),
        content_en: text(values.content_en),
        content_ru: text(values.content_ru),
      }),
    { failed: notify.error, saved: () => notify.success('admin.returnPolicy.saved') },
  );

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      style={{ maxWidth: 960 }}
      initialValues={policy}
      onFinish={save.submit}
    >
      <Typography.Paragraph type="secondary">{t('admin.returnPolicy.help')}</Typography.Paragraph>
      <RichTextTabs
        name="content"
        label="admin.returnPolicy.text"
        required
        max={RETURN_POLICY_MAX}
      />
      <FormError message={save.formError} />
      <FormActions pending={save.pending} />
    </Form>
  );
}

export function ReturnPolicyPage() {
  const t = useT();
  const query = useReturnPolicy();
  return (
    <>
      <PageTitle>{t('admin.page.returnPolicy')}</PageTitle>
      <LoadState query={query}>{(policy) => <ReturnPolicyForm policy={policy} />}</LoadState>
    </>
  );
}
