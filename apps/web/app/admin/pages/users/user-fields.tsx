import { Form, Input } from 'antd';
import { roleLabel, roles } from '../../menu';
import { RadioChoice } from '../../ui/FormControls';
import { useT } from '../../ui/use-t';

const roleOrder = [roles.adder, roles.seller, roles.admin];
const roleHelp = {
  [roles.admin]: 'admin.users.roleHelp.1',
  [roles.seller]: 'admin.users.roleHelp.2',
  [roles.adder]: 'admin.users.roleHelp.3',
} as const;

/** A staff member's name, as the add and edit forms ask it. */
export function NameItem() {
  const t = useT();
  return (
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
  );
}

/** The role, with what the chosen one may do said under it. */
export function RoleItem() {
  const t = useT();
  const role = Form.useWatch<number | undefined>('role_id', Form.useFormInstance());
  return (
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
  );
}
