import { Form, Input } from 'antd';
import { useNavigate } from 'react-router';
import { useNotify } from '../../client/use-notify';
import { roles } from '../../menu';
import { FormActions } from '../../ui/FormActions';
import { FormError } from '../../ui/FormError';
import { PageTitle } from '../../ui/PageTitle';
import { useFormSave } from '../../ui/use-form-save';
import { useT } from '../../ui/use-t';
import { passwordHelp, passwordRules } from './password-rule';
import { NameItem, RoleItem } from './user-fields';
import { registerUser, type NewUser } from './users-api';

export function UserAddPage() {
  const t = useT();
  const notify = useNotify();
  const navigate = useNavigate();
  const [form] = Form.useForm<NewUser>();

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
        <NameItem />
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
          rules={[{ required: true, message: t('admin.field.required') }, ...passwordRules(t)]}
          extra={passwordHelp(t)}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
        <RoleItem />
        <FormError message={save.formError} />
        <FormActions pending={save.pending} backTo="/admin/user/all" />
      </Form>
    </>
  );
}
