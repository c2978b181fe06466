import { useEffect, type ReactNode } from 'react';
import type { StaffMessageId } from '../../lib/i18n/messages';
import type { Query } from '../client/query-cache';
import { useNotify } from '../client/use-notify';
import { LoadState } from './LoadState';
import { PageTitle } from './PageTitle';
import { useRecordId } from './record-id';
import { useT } from './use-t';

/** An add page: its title above the empty form. */
export function AddRecordPage({ title, children }: { title: StaffMessageId; children: ReactNode }) {
  const t = useT();
  return (
    <>
      <PageTitle>{t(title)}</PageTitle>
      {children}
    </>
  );
}

/** An edit page: its title above the form of the record the address's `:id` names. */
export function EditRecordPage<T>({
  title,
  useRecord,
  failure,
  children,
}: {
  title: StaffMessageId;
  /** Reads the record; a 404 error (or a malformed id) shows "not found". */
  useRecord: (id: number | null) => Query<T>;
  /** Said in a toast and above the retry button when the record cannot be read. */
  failure?: StaffMessageId;
  children: (record: T) => ReactNode;
}) {
  const t = useT();
  const notify = useNotify();
  const id = useRecordId();
  const query = useRecord(id);
  const failed = query.error;
  useEffect(() => {
    if (failure && failed && failed.status !== 404) notify.failure(failure);
  }, [failure, failed, notify]);
  return (
    <>
      <PageTitle>{t(title)}</PageTitle>
      <LoadState query={query} missing={id === null} errorTitle={failure && t(failure)}>
        {children}
      </LoadState>
    </>
  );
}
