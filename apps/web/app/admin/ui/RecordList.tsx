import { EditOutlined, ExportOutlined, PlusOutlined } from '@ant-design/icons';
import { Space } from 'antd';
import type { ReactNode } from 'react';
import type { StaffMessageId } from '../../lib/i18n/messages';
import { ConfirmDelete } from './ConfirmDelete';
import { LinkButton } from './LinkButton';
import { PageTitle } from './PageTitle';
import { useT } from './use-t';

/** A list page's title, with the button to add a record beside it. */
export function ListTitle({
  title,
  addTo,
  addLabel,
}: {
  title: StaffMessageId;
  addTo: string;
  addLabel: StaffMessageId;
}) {
  const t = useT();
  return (
    <PageTitle
      extra={
        <LinkButton type="primary" icon={<PlusOutlined />} to={addTo}>
          {t(addLabel)}
        </LinkButton>
      }
    >
      {t(title)}
    </PageTitle>
  );
}

/**
 * A table row's actions, each named after the record for screen readers: any extra ones
 * (`children`), edit, the record on the storefront when it has a page there, and delete after
 * asking `question`.
 */
export function RowActions({
  name,
  editTo,
  viewHref,
  pending,
  onDelete,
  question,
  children,
}: {
  name: string;
  editTo: string;
  viewHref?: string;
  pending: boolean;
  onDelete: () => unknown;
  question: string;
  children?: ReactNode;
}) {
  const t = useT();
  return (
    <Space wrap>
      {children}
      <LinkButton
        size="small"
        icon={<EditOutlined />}
        to={editTo}
        aria-label={t('admin.action.editNamed', { name })}
      >
        {t('admin.action.edit')}
      </LinkButton>
      {viewHref && (
        <a
          href={viewHref}
          target="_blank"
          rel="noreferrer"
          aria-label={t('admin.action.viewOnSiteNamed', { name })}
        >
          <ExportOutlined /> {t('admin.action.viewOnSite')}
        </a>
      )}
      <ConfirmDelete
        pending={pending}
        onConfirm={onDelete}
        question={question}
        label={t('admin.action.deleteNamed', { name })}
      />
    </Space>
  );
}
