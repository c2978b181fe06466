import type { AuditAction, AuditEntity, AuditEntry } from '@voski/contract';
import { getJson } from '../../client/http';
import { useQuery } from '../../client/query-cache';

export interface AuditFilters {
  page: number;
  entity: AuditEntity | undefined;
  action: AuditAction | undefined;
}

interface AuditPage {
  data: AuditEntry[];
  meta: { page: number; per_page: number; total: number };
}

export const AUDIT_PAGE_SIZE = 20;

/** One page of the audit log, newest first, filtered on the server. */
export function useAuditPage(filters: AuditFilters) {
  const query = new URLSearchParams({
    page: String(filters.page),
    per_page: String(AUDIT_PAGE_SIZE),
  });
  if (filters.entity) query.set('entity', filters.entity);
  if (filters.action) query.set('action', filters.action);
  const url = `/api/audit?${query}`;
  return useQuery(`audit?${url}`, () => getJson<AuditPage>(url), { keepPrevious: true });
}
