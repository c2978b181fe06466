import { Result, Spin } from 'antd';
import type { ReactNode } from 'react';
import type { Query } from '../client/query-cache';
import { QueryError } from './QueryError';
import { useT } from './use-t';

/** A single record's page: a spinner, the error (404: not found), or the record. */
export function LoadState<T>({
  query,
  children,
  errorTitle,
  missing = false,
}: {
  query: Query<T>;
  /** The address names no record (a malformed id). */
  missing?: boolean;
  children: (data: T) => ReactNode;
  errorTitle?: string;
}) {
  const t = useT();
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (missing || query.error?.status === 404) {
    return <Result status="404" title={t('admin.record.notFound')} />;
  }
  if (query.error) {
    return (
      <QueryError error={query.error} onRetry={() => void query.reload()} title={errorTitle} />
    );
  }
  return (
    <div role="status" aria-live="polite" style={{ padding: 48, textAlign: 'center' }}>
      <Spin />
      <div style={{ marginTop: 8 }}>{t('admin.loading')}</div>
    </div>
  );
}
