import { Form, Input, Radio, Typography } from 'antd';
import { useNavigate } from 'react-router';
import { useNotify } from '../../client/use-notify';
import type { ListedUser } from '../../client/types';
import { roleLabel } from '../../menu';
import { FormActions } from '../../ui/FormActions';
import { FormError } from '../../ui/FormError';
import { EditRecordPage } from '../../ui/RecordPage';
import { useFormSave } from '../../ui/use-form-save';
import { useT } from '../../ui/use-t';
import { passwordRules, rethrowInStaffLanguage } from './password-rule';
import { roleHelp, roleOrder } from './UserAddPage';
import { updateUser, useUser, type UserChanges } from './users-api';

interface UserEdit {
  name: string;
  role_id: number;
  /** Empty: the password stays. */
  password?: string;
}

const changesOf = (values: UserEdit): UserChanges => ({
  name: values.name.trim(),
  role_id: values.role_id,
  ...(values.password ? { password: values.password } : {}),
});

function UserEditForm({ user }: { user: ListedUser }) {
  const t = useT();
  const notify = useNotify();
  const navigate = useNavigate();
  const [form] = Form.useForm<UserEdit>();
  const role = Form.useWatch('role_id', form);

  const save = useFormSave(
    form,
    (values: UserEdit) => updateUser(user.id, changesOf(values)).catch(rethrowInStaffLanguage(t)),
    {
      failed: notify.error,
      saved: async () => {
        notify.success('admin.users.saved');
        await navigate('/admin/user/all');
      },
    },
  );

  return (
    <Form<UserEdit>
      form={form}
      layout="vertical"
      style={{ maxWidth: 560 }}
      initialValues={{ name: user.name, role_id: user.role_id }}
      onFinish={save.submit}
    >
      <Typography.Paragraph>
        <Typography.Text strong>{t('admin.users.email')}:</Typography.Text> {user.email}
      </Typography.Paragraph>
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
        name="role_id"
        label={t('admin.users.role')}
        extra={role ? t(roleHelp[role as keyof typeof roleHelp]) : undefined}
      >
        <Radio.Group
          optionType="button"
          options={roleOrder.map((value) => ({ value, label: t(roleLabel(value)!) }))}
        />
      </Form.Item>
      <Form.Item
        name="password"
        label={t('admin.users.newPassword')}
        rules={passwordRules(t)}
        extra={t('admin.users.newPasswordHelp')}
      >
        <Input.Password autoComplete="new-password" />
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
