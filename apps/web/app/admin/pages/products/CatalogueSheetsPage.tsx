import { useCallback, useEffect, useId, useState } from 'react';
import {
  Alert,
  Button,
  Flex,
  Progress,
  Space,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import type { ImportJob, ImportRow } from '@voski/contract';
import {
  catalogueColumns,
  IMPORT_FILE_MAX_MB,
  IMPORT_ZIP_MAX_MB,
  type ImportAction,
  type SheetFormat,
} from '@voski/contract/catalogue-sheet';
import type { StaffMessageId } from '../../../lib/i18n/messages';
import { useLocale } from '../../../lib/i18n/use-locale';
import { useNotify } from '../../client/use-notify';
import { PageTitle } from '../../ui/PageTitle';
import { useT } from '../../ui/use-t';
import {
  checkImport,
  downloadCatalogue,
  latestImport,
  POLL_MS,
  runImport,
} from './catalogue-sheets-api';

const actionColor: Record<ImportAction, string> = {
  create: 'green',
  update: 'blue',
  unchanged: 'default',
  refuse: 'red',
};
const actionLabel = (action: ImportAction) => `admin.sheets.action.${action}` as StaffMessageId;

/**
 * The catalogue out as a sheet, and a sheet in (with a ZIP of its photos): the server keeps the
 * import, so the page shows it, running or done, whenever it is opened (docs/decisions/0035).
 */
export function CatalogueSheetsPage() {
  const t = useT();
  const locale = useLocale();
  const notify = useNotify();
  const fileId = useId();
  const photosId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [photos, setPhotos] = useState<File | null>(null);
  const [job, setJob] = useState<ImportJob | null>(null);
  /** The share of the files sent while a check's upload goes on; 1 while the server checks. */
  const [sending, setSending] = useState<number | null>(null);
  const [starting, setStarting] = useState(false);
  const [downloading, setDownloading] = useState<SheetFormat | null>(null);

  const load = useCallback(async () => {
    try {
      setJob(await latestImport(true));
    } catch (error) {
      notify.error(error);
    }
  }, [notify]);
  useEffect(() => {
    void load();
  }, [load]);

  // While a run goes on, its progress is read every second; its rows once it ends.
  const running = job?.status === 'running';
  useEffect(() => {
    if (!running) return;
    let stopped = false;
    let timer: ReturnType<typeof setTimeout>;
    const poll = async () => {
      try {
        const now = await latestImport(false);
        if (stopped) return;
        if (now?.status === 'running') setJob((before) => ({ ...now, rows: before?.rows }));
        else {
          setJob(await latestImport(true));
          return;
        }
      } catch {
        // the connection dropped: the run goes on in the server; try again
      }
      if (!stopped) timer = setTimeout(() => void poll(), POLL_MS);
    };
    timer = setTimeout(() => void poll(), POLL_MS);
    return () => {
      stopped = true;
      clearTimeout(timer);
    };
  }, [running]);

  const download = async (format: SheetFormat) => {
    setDownloading(format);
    try {
      await downloadCatalogue(format);
    } catch (error) {
      notify.error(error);
    } finally {
      setDownloading(null);
    }
  };

  const check = async () => {
    if (!file) return;
    setSending(0);
    try {
      setJob(await checkImport(file, photos, locale, setSending));
    } catch (error) {
      notify.error(error);
    } finally {
      setSending(null);
    }
  };

  const run = async () => {
    if (!job) return;
    setStarting(true);
    try {
      setJob({ ...(await runImport(job.id)), rows: [] });
    } catch (error) {
      notify.error(error);
      void load();
    } finally {
      setStarting(false);
    }
  };

  const busy = sending !== null || running || starting;
  const counts = job && (job.status === 'checked' ? job.check : job.counts);
  const canImport = job?.status === 'checked' && job.check.create + job.check.update > 0;
  const stopped = job?.status === 'interrupted' || job?.status === 'failed';

  const columns: TableColumnsType<ImportRow> = [
    { title: t('admin.sheets.row'), dataIndex: 'row', key: 'row', width: 80 },
    { title: t('admin.sheets.model'), dataIndex: 'model', key: 'model', width: 160 },
    {
      title: t('admin.sheets.action'),
      key: 'action',
      width: 140,
      render: (_, row) => <Tag color={actionColor[row.action]}>{t(actionLabel(row.action))}</Tag>,
    },
    {
      title: t('admin.sheets.details'),
      key: 'details',
      render: (_, row) =>
        row.problems.length ? (
          <ul style={{ margin: 0, paddingInlineStart: 18 }}>
            {row.problems.map((p, i) => (
              <li key={i}>{p.message}</li>
            ))}
          </ul>
        ) : row.changes.length ? (
          t('admin.sheets.changes', { columns: row.changes.join(', ') })
        ) : null,
    },
  ];

  return (
    <>
      <PageTitle>{t('admin.page.catalogueSheets')}</PageTitle>
      <section aria-labelledby="sheets-export" style={{ marginBottom: 32 }}>
        <Typography.Title level={2} id="sheets-export" style={{ fontSize: 20 }}>
          {t('admin.sheets.export')}
        </Typography.Title>
        <Typography.Paragraph>{t('admin.sheets.exportIntro')}</Typography.Paragraph>
        <Space wrap>
          {(['xlsx', 'csv'] as const).map((format) => (
            <Button
              key={format}
              onClick={() => void download(format)}
              loading={downloading === format}
            >
              {t('admin.sheets.download', { format: format.toUpperCase() })}
            </Button>
          ))}
        </Space>
      </section>

      <section aria-labelledby="sheets-import">
        <Typography.Title level={2} id="sheets-import" style={{ fontSize: 20 }}>
          {t('admin.sheets.import')}
        </Typography.Title>
        <Typography.Paragraph>
          {t('admin.sheets.importIntro', { mb: IMPORT_FILE_MAX_MB })}
        </Typography.Paragraph>
        <Typography.Paragraph>
          {t('admin.sheets.photosIntro', { mb: IMPORT_ZIP_MAX_MB })}
        </Typography.Paragraph>
        <Typography.Paragraph type="secondary" style={{ fontSize: 13 }}>
          {t('admin.sheets.columns')} <code>{catalogueColumns.join(', ')}</code>
        </Typography.Paragraph>
        <Flex gap={12} align="center" wrap style={{ marginBottom: 16 }}>
          <label htmlFor={fileId}>{t('admin.sheets.file')}</label>
          <input
            id={fileId}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            disabled={busy}
            onChange={(event) => setFile(event.target.files?.[0] ?? null)}
          />
          <label htmlFor={photosId}>{t('admin.sheets.photos')}</label>
          <input
            id={photosId}
            type="file"
            accept=".zip,application/zip"
            disabled={busy}
            onChange={(event) => setPhotos(event.target.files?.[0] ?? null)}
          />
        </Flex>
        <Space wrap style={{ marginBottom: 16 }}>
          <Button onClick={() => void check()} disabled={!file || busy} loading={sending !== null}>
            {t('admin.sheets.check')}
          </Button>
          <Button
            type="primary"
            onClick={() => void run()}
            disabled={!canImport || busy}
            loading={starting}
          >
            {t('admin.sheets.run')}
          </Button>
        </Space>

        {sending !== null && (
          <Progress
            percent={Math.round(sending * 100)}
            status="active"
            aria-label={t('admin.sheets.checking')}
            style={{ maxWidth: 480 }}
          />
        )}
        {job && running && (
          <>
            <Progress
              percent={job.total ? Math.floor((job.done / job.total) * 100) : 0}
              status="active"
              aria-label={t('admin.sheets.importing')}
              style={{ maxWidth: 480 }}
            />
            <Typography.Paragraph type="secondary">
              {t('admin.sheets.runningNote', { done: job.done, total: job.total })}
            </Typography.Paragraph>
          </>
        )}
        {job && stopped && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16, maxWidth: 720 }}
            message={t('admin.sheets.stopped', { done: job.done, total: job.total })}
            description={job.error ?? undefined}
            action={
              <Button onClick={() => void run()} loading={starting}>
                {t('admin.sheets.resume')}
              </Button>
            }
          />
        )}
        {job && counts && !running && (
          <>
            <Typography.Paragraph type="secondary">
              {t('admin.sheets.files', {
                names: [job.sheet_name, job.images_name].filter(Boolean).join(', '),
              })}
            </Typography.Paragraph>
            <p role="status">
              {t(job.status === 'done' ? 'admin.sheets.doneSummary' : 'admin.sheets.summary', {
                ...counts,
              })}
            </p>
            <Table<ImportRow>
              rowKey="row"
              size="small"
              columns={columns}
              dataSource={job.rows ?? []}
              pagination={{ pageSize: 50, showSizeChanger: false, hideOnSinglePage: true }}
            />
          </>
        )}
      </section>
    </>
  );
}
