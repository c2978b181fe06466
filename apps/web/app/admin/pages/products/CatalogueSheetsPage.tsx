import { useId, useRef, useState } from 'react';
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
import type { ImportReport, ImportRow } from '@voski/contract';
import {
  catalogueColumns,
  IMPORT_FILE_MAX_MB,
  type ImportAction,
  type SheetFormat,
} from '@voski/contract/catalogue-sheet';
import type { StaffMessageId } from '../../../lib/i18n/messages';
import { useLocale } from '../../../lib/i18n/use-locale';
import { useNotify } from '../../client/use-notify';
import { PageTitle } from '../../ui/PageTitle';
import { useT } from '../../ui/use-t';
import {
  downloadCatalogue,
  DRY_RUN_WINDOW,
  importWindow,
  mergeReports,
  RUN_WINDOW,
} from './catalogue-sheets-api';

const actionColor: Record<ImportAction, string> = {
  create: 'green',
  update: 'blue',
  unchanged: 'default',
  refuse: 'red',
};
const actionLabel = (action: ImportAction) => `admin.sheets.action.${action}` as StaffMessageId;

type Stage =
  | { kind: 'idle' }
  | { kind: 'checking' | 'importing'; done: number; total: number }
  | { kind: 'checked' | 'imported'; reports: ImportReport[] }
  | { kind: 'stopped'; reports: ImportReport[]; next: number; total: number; error: unknown };

/** The catalogue out as a sheet, and a sheet in: a dry run first, then the import, resumable. */
export function CatalogueSheetsPage() {
  const t = useT();
  const locale = useLocale();
  const notify = useNotify();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [stage, setStage] = useState<Stage>({ kind: 'idle' });
  const [downloading, setDownloading] = useState<SheetFormat | null>(null);
  const running = useRef(false);

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

  /** Calls window after window from `start`, keeping every report; stops at the first failure. */
  const go = async (dryRun: boolean, start = 0, earlier: ImportReport[] = []) => {
    if (!file || running.current) return;
    running.current = true;
    const reports = [...earlier];
    let next: number | null = start;
    let total = reports[0]?.total ?? 0;
    setStage({ kind: dryRun ? 'checking' : 'importing', done: start, total });
    try {
      while (next !== null) {
        const at: number = next;
        let report: ImportReport;
        try {
          report = await importWindow(file, {
            dryRun,
            start: at,
            limit: dryRun ? DRY_RUN_WINDOW : RUN_WINDOW,
            lang: locale,
          });
        } catch (error) {
          if (dryRun || reports.length === 0) throw error;
          setStage({ kind: 'stopped', reports, next: at, total, error });
          return;
        }
        reports.push(report);
        total = report.total;
        next = report.next;
        setStage({
          kind: dryRun ? 'checking' : 'importing',
          done: next ?? total,
          total,
        });
      }
      setStage({ kind: dryRun ? 'checked' : 'imported', reports });
    } catch (error) {
      notify.error(error);
      setStage({ kind: 'idle' });
    } finally {
      running.current = false;
    }
  };

  const busy = stage.kind === 'checking' || stage.kind === 'importing';
  const shown = 'reports' in stage ? mergeReports(stage.reports) : null;
  const canImport =
    stage.kind === 'checked' && shown !== null && shown.counts.create + shown.counts.update > 0;

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
            onChange={(event) => {
              setFile(event.target.files?.[0] ?? null);
              setStage({ kind: 'idle' });
            }}
          />
          <Button onClick={() => void go(true)} disabled={!file || busy}>
            {t('admin.sheets.check')}
          </Button>
          <Button type="primary" onClick={() => void go(false)} disabled={!canImport}>
            {t('admin.sheets.run')}
          </Button>
        </Flex>

        {(stage.kind === 'checking' || stage.kind === 'importing') && (
          <Progress
            percent={stage.total ? Math.round((stage.done / stage.total) * 100) : 0}
            status="active"
            aria-label={t(
              stage.kind === 'checking' ? 'admin.sheets.checking' : 'admin.sheets.importing',
            )}
            style={{ maxWidth: 480 }}
          />
        )}
        {stage.kind === 'stopped' && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 16, maxWidth: 720 }}
            message={t('admin.sheets.stopped', { done: stage.next, total: stage.total })}
            action={
              <Button onClick={() => void go(false, stage.next, stage.reports)}>
                {t('admin.sheets.resume')}
              </Button>
            }
          />
        )}
        {shown && (
          <>
            <p role="status">
              {t(stage.kind === 'imported' ? 'admin.sheets.doneSummary' : 'admin.sheets.summary', {
                ...shown.counts,
              })}
            </p>
            <Table<ImportRow>
              rowKey="row"
              size="small"
              columns={columns}
              dataSource={shown.rows}
              pagination={{ pageSize: 50, showSizeChanger: false, hideOnSinglePage: true }}
            />
          </>
        )}
      </section>
    </>
  );
}
