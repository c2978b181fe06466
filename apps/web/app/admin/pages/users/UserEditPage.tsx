import { Form, Input, Switch, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useNotify } from '../../client/use-notify';
import type { ListedUser } from '../../client/types';
import { FormActions } from '../../ui/FormActions';
import { FormError } from '../../ui/FormError';
import { EditRecordPage } from '../../ui/RecordPage';
import { useFormSave } from '../../ui/use-form-save';
import { useT } from '../../ui/use-t';
import { passwordRules } from './password-rule';
import { NameItem, RoleItem } from './user-fields';
import { updateUser, useUser, type UserChanges } from './users-api';

interface UserEdit {
  name: string;
  role_id: number;
  /** Empty: the password stays. */
  password?: string;
  active: boolean;
}

const changesOf = (values: UserEdit): UserChanges => ({
  name: values.name.trim(),
  role_id: values.role_id,
  active: values.active,
  ...(values.password ? { password: values.password } : {}),
});

function UserEditForm({ user }: { user: ListedUser }) {
  const t = useT();
  const notify = useNotify();
  const navigate = useNavigate();
  const [form] = Form.useForm<UserEdit>();

  const save = useFormSave(form, (values: UserEdit) => updateUser(user.id, changesOf(values)), {
    failed: notify.error,
    saved: async () => {
      notify.success('admin.users.saved');
      await navigate('/admin/user/all');
    },
  });

  return (
    <Form<UserEdit>
      form={form}
      layout="vertical"
      style={{ maxWidth: 560 }}
      initialValues={{ name: user.name, role_id: user.role_id, active: user.active }}
      onFinish={save.submit}
    >
      <Typography.Paragraph>
        <Typography.Text strong>{t('admin.users.email')}:</Typography.Text> {user.email}
      </Typography.Paragraph>
      <NameItem />
      <RoleItem />
      <Form.Item
        name="password"
        label={t('admin.users.newPassword')}
        rules={passwordRules(t)}
        extra={t('admin.users.newPasswordHelp')}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="active"
        label={t('admin.users.active')}
        valuePropName="checked"
        extra={t('admin.users.activeHelp')}
      >
        <Switch />
      </Form.Item>
      <FormError message={save.formError} />
      <FormActions pending={save.pending} backTo="/admin/user/all" />
    </Form>
  );
}

export function UserEditPage() {
  return (
    <EditRecordPage title="admin.page.userEdit" useRecord={useUser}>
      {(user) => <UserEditForm key={user.id} user={user} />}
    </EditRecordPage>
  );
}
