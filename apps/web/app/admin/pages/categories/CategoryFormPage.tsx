import { Alert, Form, Select } from 'antd';
import { useSearchParams, useNavigate } from 'react-router';
import { pick } from '../../../lib/i18n/locale';
import { useLocale } from '../../../lib/i18n/use-locale';
import { failureText } from '../../client/server-text';
import { useNotify } from '../../client/use-notify';
import type { CategoryWithChildren } from '../../client/types';
import { FormActions } from '../../ui/FormActions';
import { FormError } from '../../ui/FormError';
import { AddRecordPage, EditRecordPage } from '../../ui/RecordPage';
import { TranslatedFields } from '../../ui/TranslatedFields';
import { useFormSave } from '../../ui/use-form-save';
import { useT } from '../../ui/use-t';
import { saveCategory, useCategories, useCategory, type CategoryInput } from './categories-api';

interface Values {
  name: string;
  name_en?: string;
  name_ru?: string;
  parent_id?: number | null;
}

function CategoryForm({ category }: { category: CategoryWithChildren | null }) {
  const t = useT();
  const locale = useLocale();
  const notify = useNotify();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [form] = Form.useForm<Values>();
  const tops = useCategories();
  const parentFromLink = Number(params.get('parent')) || null;

  const save = useFormSave(
    form,
    (values: Values) => {
      const input: CategoryInput = {
        name: values.name.trim(),
        name_en: values.name_en?.trim() ?? '',
        name_ru: values.name_ru?.trim() ?? '',
        parent_id: values.parent_id ?? null,
      };
      return saveCategory(category?.id ?? null, input);
    },
    {
      failed: notify.error,
      saved: async () => {
        notify.success(category ? 'admin.categories.updated' : 'admin.categories.added');
        await navigate('/admin/category/all');
      },
    },
  );

  const hasChildren = (category?.children.length ?? 0) > 0;
  const parentOptions = (tops.data ?? [])
    .filter((top) => top.id !== category?.id)
    .map((top) => ({ value: top.id, label: pick(top, 'name', locale) }));

  return (
    <Form<Values>
      form={form}
      layout="vertical"
      style={{ maxWidth: 640 }}
      initialValues={
        category
          ? {
              name: category.name,
              name_en: category.name_en,
              name_ru: category.name_ru,
              parent_id: category.parent_id,
            }
          : { parent_id: parentFromLink }
      }
      onFinish={save.submit}
    >
      <TranslatedFields name="name" label="admin.field.name" max={255} required />
      <Form.Item
        name="parent_id"
        label={t('admin.categories.parent')}
        extra={hasChildren ? t('admin.categories.parentLocked') : t('admin.categories.parentHelp')}
      >
        <Select
          allowClear
          disabled={hasChildren}
          loading={tops.fetching}
          placeholder={t('admin.categories.noParent')}
          options={parentOptions}
        />
      </Form.Item>
      {tops.error && <Alert type="warning" showIcon message={failureText(tops.error, t)} />}
      <FormError message={save.formError} />
      <FormActions pending={save.pending} backTo="/admin/category/all" />
    </Form>
  );
}

export function CategoryAddPage() {
  return (
    <AddRecordPage title="admin.page.categoryAdd">
      <CategoryForm category={null} />
    </AddRecordPage>
  );
}

export function CategoryEditPage() {
  return (
    <EditRecordPage title="admin.page.categoryEdit" useRecord={useCategory}>
      {(category) => <CategoryForm category={category} />}
    </EditRecordPage>
  );
}
