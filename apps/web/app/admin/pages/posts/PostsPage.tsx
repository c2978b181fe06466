import { Table, Typography, type TableColumnsType } from 'antd';
import { pick } from '../../../lib/i18n/locale';
import { useLocale } from '../../../lib/i18n/use-locale';
import { usePendingRows } from '../../client/use-action';
import { useNotify } from '../../client/use-notify';
import type { Post } from '../../client/types';
import { ListTitle, RowActions } from '../../ui/RecordList';
import { QueryError } from '../../ui/QueryError';
import { Thumb } from '../../ui/Thumb';
import { useT } from '../../ui/use-t';
import { deletePost, usePosts } from './posts-api';

/** The "follow us" feed of the home page. */
export function PostsPage() {
  const t = useT();
  const locale = useLocale();
  const notify = useNotify();
  const query = usePosts();
  const deleting = usePendingRows<number>();

  const remove = (post: Post) =>
    deleting.track(post.id, async () => {
      try {
        await deletePost(post.id);
        notify.success('admin.post.deleted');
      } catch (error) {
        notify.error(error);
      }
    });

  const columns: TableColumnsType<Post> = [
    {
      title: t('admin.column.image'),
      key: 'image',
      width: 96,
      render: (_, post) => <Thumb path={post.image} alt="" size={72} />,
    },
    {
      title: t('admin.field.caption'),
      key: 'caption',
      render: (_, post) => pick(post, 'caption', locale) || '—',
    },
    {
      title: t('admin.field.link'),
      key: 'url',
      render: (_, post) =>
        post.url ? <Typography.Text copyable>{post.url}</Typography.Text> : '—',
    },
    {
      title: t('admin.column.actions'),
      key: 'actions',
      // stays in view at the right edge however wide the other columns get
      fixed: 'right',
      render: (_, post, index) => {
        const name = pick(post, 'caption', locale) || t('admin.post.named', { index: index + 1 });
        return (
          <RowActions
            name={name}
            editTo={`/admin/post/edit/${post.id}`}
            pending={deleting.isPending(post.id)}
            onDelete={() => remove(post)}
            question={t('admin.post.deleteConfirm')}
          />
        );
      },
    },
  ];

  return (
    <>
      <ListTitle title="admin.page.postAll" addTo="/admin/post/add" addLabel="admin.page.postAdd" />
      {query.error && <QueryError error={query.error} onRetry={() => void query.reload()} />}
      <Table<Post>
        rowKey="id"
        scroll={{ x: 'max-content' }}
        columns={columns}
        dataSource={query.data ?? []}
        loading={query.fetching && query.data === undefined}
        pagination={{ hideOnSinglePage: true, pageSize: 20 }}
        locale={{ emptyText: query.error ? t('admin.list.failed') : t('admin.post.empty') }}
      />
    </>
  );
}
