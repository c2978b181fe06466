import { EditOutlined, ExportOutlined, PlusOutlined } from '@ant-design/icons';
import { Input, Space, Table, Typography, type TableColumnsType } from 'antd';
import { useSearchParams } from 'react-router';
import { pick } from '../../../lib/i18n/locale';
import { useLocale } from '../../../lib/i18n/use-locale';
import { usePendingRows } from '../../client/use-action';
import { useNotify } from '../../client/use-notify';
import type { Blog } from '../../client/types';
import { ConfirmDelete } from '../../ui/ConfirmDelete';
import { formatDate } from '../../ui/format';
import { LinkButton } from '../../ui/LinkButton';
import { PageTitle } from '../../ui/PageTitle';
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
      render: (_, blog) => {
        const name = pick(blog, 'title', locale);
        return (
          <Space wrap>
            <LinkButton
              size="small"
              icon={<EditOutlined />}
              to={`/admin/blog/edit/${blog.id}`}
              aria-label={t('admin.action.editNamed', { name })}
            >
              {t('admin.action.edit')}
            </LinkButton>
            <a
              href={`/blog/${blog.id}`}
              target="_blank"
              rel="noreferrer"
              aria-label={t('admin.action.viewOnSiteNamed', { name })}
            >
              <ExportOutlined /> {t('admin.action.viewOnSite')}
            </a>
            <ConfirmDelete
              pending={deleting.isPending(blog.id)}
              onConfirm={() => remove(blog)}
              question={t('admin.blog.deleteConfirm', { title: name })}
              label={t('admin.action.deleteNamed', { name })}
            />
          </Space>
        );
      },
    },
  ];

  return (
    <>
      <PageTitle
        extra={
          <LinkButton type="primary" icon={<PlusOutlined />} to="/admin/blog/add">
            {t('admin.page.blogAdd')}
          </LinkButton>
        }
      >
        {t('admin.page.blogAll')}
      </PageTitle>
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
