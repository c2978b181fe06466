import { Form, Input } from 'antd';
import { useNavigate } from 'react-router';
import { useNotify } from '../../client/use-notify';
import { roleLabel, roles } from '../../menu';
import { FormActions } from '../../ui/FormActions';
import { FormError } from '../../ui/FormError';
import { RadioChoice } from '../../ui/FormControls';
import { PageTitle } from '../../ui/PageTitle';
import { useFormSave } from '../../ui/use-form-save';
import { useT } from '../../ui/use-t';
import { registerUser, type NewUser } from './users-api';

const roleOrder = [roles.adder, roles.seller, roles.admin];
const roleHelp = {
  [roles.admin]: 'admin.users.roleHelp.1',
  [roles.seller]: 'admin.users.roleHelp.2',
  [roles.adder]: 'admin.users.roleHelp.3',
} as const;

export function UserAddPage() {
  const t = useT();
  const notify = useNotify();
  const navigate = useNavigate();
  const [form] = Form.useForm<NewUser>();
  const role = Form.useWatch('role_id', form);

  const save = useFormSave(
    form,
    (values: NewUser) =>
      registerUser({ ...values, name: values.name.trim(), email: values.email.trim() }),
    {
      failed: notify.error,
      saved: async () => {
        notify.success('admin.users.added');
        await navigate('/admin/user/all');
      },
    },
  );

  return (
    <>
      <PageTitle>{t('admin.page.userAdd')}</PageTitle>
      <Form<NewUser>
        form={form}
        layout="vertical"
        style={{ maxWidth: 560 }}
        initialValues={{ role_id: roles.adder }}
        onFinish={save.submit}
      >
        <Form.Item
          name="name"
          label={t('admin.field.name')}
          rules={[
            { required: true, whitespace: true, message: t('admin.field.required') },
            { max: 255, message: t('admin.field.tooLong', { max: 255 }) },
          ]}
        >
          <Input autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('admin.users.email')}
          rules={[
            { required: true, whitespace: true, message: t('admin.field.required') },
            { type: 'email', message: t('admin.users.emailInvalid') },
            { max: 320, message: t('admin.field.tooLong', { max: 320 }) },
          ]}
        >
          <Input type="email" autoComplete="off" />
        </Form.Item>
        <Form.Item
          name="password"
          label={t('admin.users.password')}
          rules={[
            { required: true, message: t('admin.field.required') },
            { min: 8, message: t('admin.users.passwordShort', { min: 8 }) },
            { max: 256, message: t('admin.field.tooLong', { max: 256 }) },
          ]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <Form.Item
          name="role_id"
          label={t('admin.users.role')}
          rules={[{ required: true, message: t('admin.field.required') }]}
          extra={role ? t(roleHelp[role as keyof typeof roleHelp]) : undefined}
        >
          <RadioChoice
            label={t('admin.users.role')}
            optionType="button"
            options={roleOrder.map((value) => ({ value, label: t(roleLabel(value)!) }))}
          />
        </Form.Item>
        <FormError message={save.formError} />
        <FormActions pending={save.pending} backTo="/admin/user/all" />
      </Form>
    </>
  );
}
