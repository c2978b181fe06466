import { Input, Table, Typography, type TableColumnsType } from 'antd';
import { useSearchParams } from 'react-router';
import { pick } from '../../../lib/i18n/locale';
import { useLocale } from '../../../lib/i18n/use-locale';
import { usePendingRows } from '../../client/use-action';
import { useNotify } from '../../client/use-notify';
import type { Blog } from '../../client/types';
import { formatDate } from '../../ui/format';
import { ListTitle, RowActions } from '../../ui/RecordList';
import { QueryError } from '../../ui/QueryError';
import { Thumb } from '../../ui/Thumb';
import { useT } from '../../ui/use-t';
import { deleteBlog, useBlogs } from './blogs-api';

export function BlogsPage() {
  const t = useT();
  const locale = useLocale();
  const notify = useNotify();
  const [params, setParams] = useSearchParams();
  const search = params.get('q') ?? '';
  const query = useBlogs(search);
  const deleting = usePendingRows<number>();

  const remove = (blog: Blog) =>
    deleting.track(blog.id, async () => {
      try {
        await deleteBlog(blog.id);
        notify.success('admin.blog.deleted');
      } catch (error) {
        notify.error(error);
      }
    });

  const columns: TableColumnsType<Blog> = [
    {
      title: t('admin.column.image'),
      key: 'image',
      width: 72,
      render: (_, blog) => <Thumb path={blog.images[0]?.image ?? null} alt="" />,
    },
    {
      title: t('admin.field.title'),
      key: 'title',
      render: (_, blog) => <Typography.Text strong>{pick(blog, 'title', locale)}</Typography.Text>,
    },
    {
      title: t('admin.blog.qr'),
      key: 'qr',
      width: 72,
      render: (_, blog) =>
        blog.qrs ? (
          <Thumb
            path={blog.qrs.image}
            alt={t('admin.blog.qrOf', { title: pick(blog, 'title', locale) })}
          />
        ) : null,
    },
    {
      title: t('admin.column.date'),
      key: 'date',
      render: (_, blog) => formatDate(blog.created_at, locale),
    },
    {
      title: t('admin.column.actions'),
      key: 'actions',
      // stays in view at the right edge however wide the other columns get
      fixed: 'right',
      render: (_, blog) => {
        const name = pick(blog, 'title', locale);
        return (
          <RowActions
            name={name}
            editTo={`/admin/blog/edit/${blog.id}`}
            viewHref={`/blog/${blog.id}`}
            pending={deleting.isPending(blog.id)}
            onDelete={() => remove(blog)}
            question={t('admin.blog.deleteConfirm', { title: name })}
          />
        );
      },
    },
  ];

  return (
    <>
      <ListTitle title="admin.page.blogAll" addTo="/admin/blog/add" addLabel="admin.page.blogAdd" />
      <Input.Search
        key={search}
        defaultValue={search}
        allowClear
        enterButton={t('admin.action.search')}
        aria-label={t('admin.blog.search')}
        placeholder={t('admin.blog.searchPlaceholder')}
        onSearch={(value) => setParams(value.trim() ? { q: value.trim() } : {}, { replace: true })}
        style={{ maxWidth: 480, marginBottom: 16 }}
      />
      {query.error && <QueryError error={query.error} onRetry={() => void query.reload()} />}
      <Table<Blog>
        rowKey="id"
        scroll={{ x: 'max-content' }}
        columns={columns}
        dataSource={query.data ?? []}
        loading={query.fetching}
        pagination={{ hideOnSinglePage: true, pageSize: 20 }}
        locale={{
          emptyText: query.error
            ? t('admin.list.failed')
            : search
              ? t('admin.blog.noMatches', { query: search })
              : t('admin.blog.empty'),
        }}
      />
    </>
  );
}
