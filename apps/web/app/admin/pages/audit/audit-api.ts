import type { AuditAction, AuditEntity } from '@voski/contract';
import { endpointUrl } from '@voski/contract/endpoint';
import { callEndpoint } from '../../client/http';
import { useQuery } from '../../client/query-cache';

export interface AuditFilters {
  page: number;
  entity: AuditEntity | undefined;
  action: AuditAction | undefined;
}

export const AUDIT_PAGE_SIZE = 20;

/** One page of the audit log, newest first, filtered on the server. */
export function useAuditPage(filters: AuditFilters) {
  const query = {
    page: filters.page,
    per_page: AUDIT_PAGE_SIZE,
    entity: filters.entity,
    action: filters.action,
  };
  const url = endpointUrl('GET /audit', { query });
  return useQuery(`audit?${url}`, () => callEndpoint('GET /audit', { query }), {
    keepPrevious: true,
  });
}
