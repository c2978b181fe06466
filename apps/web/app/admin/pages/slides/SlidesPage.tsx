import { Flex, Select, Table, Tooltip, Typography, type TableColumnsType } from 'antd';
import { useEffect } from 'react';
import { pick } from '../../../lib/i18n/locale';
import { useLocale } from '../../../lib/i18n/use-locale';
import { useAction, usePendingRows } from '../../client/use-action';
import { useNotify } from '../../client/use-notify';
import type { Slide } from '../../client/types';
import { ListTitle, RowActions } from '../../ui/RecordList';
import { QueryError } from '../../ui/QueryError';
import { Thumb } from '../../ui/Thumb';
import { useT } from '../../ui/use-t';
import {
  deleteSlide,
  setSlideInterval,
  setSlidePriority,
  slideIntervals,
  slidePriorities,
  useSlides,
} from './slides-api';

/** The home carousel's slides, highest priority first, and how long each one shows. */
export function SlidesPage() {
  const t = useT();
  const locale = useLocale();
  const notify = useNotify();
  const query = useSlides();
  const prioritizing = usePendingRows<number>();
  const deleting = usePendingRows<number>();

  const failed = query.error;
  useEffect(() => {
    if (failed) notify.failure('admin.slide.fetchFailed');
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failed]);

  const interval = useAction(async (value: number) => {
    try {
      await setSlideInterval(value);
      notify.success('admin.slide.intervalUpdated');
    } catch (error) {
      notify.failure('admin.slide.intervalFailed');
      throw error;
    }
  });

  const prioritize = (slide: Slide, priority: number) =>
    prioritizing.track(slide.id, async () => {
      try {
        await setSlidePriority(slide.id, priority);
        notify.success('admin.slide.updated');
      } catch {
        notify.failure('admin.slide.updateFailed');
      }
    });

  const remove = (slide: Slide) =>
    deleting.track(slide.id, async () => {
      try {
        await deleteSlide(slide.id);
        notify.success('admin.slide.deleted');
      } catch {
        notify.failure('admin.slide.deleteFailed');
      }
    });

  const columns: TableColumnsType<Slide> = [
    {
      title: t('admin.column.image'),
      key: 'image',
      width: 160,
      render: (_, slide, index) => (
        <Thumb
          path={slide.image}
          alt={t('admin.slide.named', { index: index + 1 })}
          size={160}
          height={64}
        />
      ),
    },
    {
      title: t('admin.slide.headline'),
      key: 'title',
      ellipsis: { showTitle: false },
      render: (_, slide) => {
        // in the staff's language, else the Armenian one the storefront falls back to
        const headline = pick(slide, 'title', locale);
        return headline ? (
          <Tooltip title={headline}>
            <span>{headline}</span>
          </Tooltip>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        );
      },
    },
    {
      title: t('admin.field.link'),
      key: 'url',
      render: (_, slide) =>
        slide.url ? (
          <Typography.Text copyable>{slide.url}</Typography.Text>
        ) : (
          <Typography.Text type="secondary">{t('admin.slide.noLink')}</Typography.Text>
        ),
    },
    {
      title: t('admin.field.priority'),
      key: 'priority',
      width: 140,
      render: (_, slide, index) => (
        <Select<number>
          value={slide.priority}
          options={slidePriorities.map((value) => ({ value, label: String(value) }))}
          loading={prioritizing.isPending(slide.id)}
          disabled={prioritizing.isPending(slide.id)}
          onChange={(value) => void prioritize(slide, value)}
          aria-label={t('admin.slide.priorityOf', { index: index + 1 })}
          style={{ width: 96 }}
        />
      ),
    },
    {
      title: t('admin.column.actions'),
      key: 'actions',
      // stays in view at the right edge however wide the other columns get
      fixed: 'right',
      render: (_, slide, index) => {
        const name = t('admin.slide.named', { index: index + 1 });
        return (
          <RowActions
            name={name}
            editTo={`/admin/slide/edit/${slide.id}`}
            pending={deleting.isPending(slide.id)}
            onDelete={() => remove(slide)}
            question={t('admin.slide.deleteConfirm')}
          />
        );
      },
    },
  ];

  return (
    <>
      <ListTitle
        title="admin.page.slideAll"
        addTo="/admin/slide/add"
        addLabel="admin.page.slideAdd"
      />
      <Flex align="center" gap={12} wrap style={{ marginBottom: 16 }}>
        <label htmlFor="slide-interval">{t('admin.slide.interval')}</label>
        <Select<number>
          id="slide-interval"
          value={query.data?.interval}
          disabled={interval.pending || query.data === undefined}
          loading={interval.pending}
          onChange={(value) => void interval.run(value)}
          options={slideIntervals.map((value) => ({
            value,
            label: t('admin.slide.intervalValue', { ms: value }),
          }))}
          style={{ width: 160 }}
        />
      </Flex>
      {failed && (
        <QueryError
          error={failed}
          title={t('admin.slide.fetchFailed')}
          onRetry={() => void query.reload()}
        />
      )}
      <Table<Slide>
        rowKey="id"
        scroll={{ x: 'max-content' }}
        columns={columns}
        dataSource={query.data?.slides ?? []}
        loading={query.fetching && query.data === undefined}
        pagination={false}
        locale={{ emptyText: failed ? t('admin.list.failed') : t('admin.slide.empty') }}
      />
    </>
  );
}
