import { Table, Typography, type TableColumnsType } from 'antd';
import { pick } from '../../../lib/i18n/locale';
import { useLocale } from '../../../lib/i18n/use-locale';
import { usePendingRows } from '../../client/use-action';
import { useNotify } from '../../client/use-notify';
import type { Faq } from '../../client/types';
import { ListTitle, RowActions } from '../../ui/RecordList';
import { QueryError } from '../../ui/QueryError';
import { useT } from '../../ui/use-t';
import { deleteFaq, useFaqs } from './faqs-api';

export function FaqsPage() {
  const t = useT();
  const locale = useLocale();
  const notify = useNotify();
  const query = useFaqs();
  const deleting = usePendingRows<number>();

  const remove = (faq: Faq) =>
    deleting.track(faq.id, async () => {
      try {
        await deleteFaq(faq.id);
        notify.success('admin.faq.deleted');
      } catch (error) {
        notify.error(error);
      }
    });

  const columns: TableColumnsType<Faq> = [
    {
      title: t('admin.field.question'),
      key: 'question',
      render: (_, faq) => <Typography.Text strong>{pick(faq, 'question', locale)}</Typography.Text>,
    },
    {
      title: t('admin.field.answer'),
      key: 'answer',
      render: (_, faq) => (
        <Typography.Paragraph ellipsis={{ rows: 2 }} style={{ margin: 0 }}>
          {pick(faq, 'answer', locale)}
        </Typography.Paragraph>
      ),
    },
    {
      title: t('admin.column.actions'),
      key: 'actions',
      width: 220,
      render: (_, faq) => {
        const name = pick(faq, 'question', locale);
        return (
          <RowActions
            name={name}
            editTo={`/admin/faq/edit/${faq.id}`}
            pending={deleting.isPending(faq.id)}
            onDelete={() => remove(faq)}
            question={t('admin.faq.deleteConfirm')}
          />
        );
      },
    },
  ];

  return (
    <>
      <ListTitle title="admin.page.faqAll" addTo="/admin/faq/add" addLabel="admin.page.faqAdd" />
      {query.error && <QueryError error={query.error} onRetry={() => void query.reload()} />}
      <Table<Faq>
        rowKey="id"
        columns={columns}
        dataSource={query.data ?? []}
        loading={query.fetching && query.data === undefined}
        pagination={{ hideOnSinglePage: true, pageSize: 20 }}
        locale={{ emptyText: query.error ? t('admin.list.failed') : t('admin.faq.empty') }}
      />
    </>
  );
}
