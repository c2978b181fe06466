import { AUDIT_PER_PAGE, auditPage, auditQuery } from '../audit.ts';
import { defineEndpoints } from '../endpoint.ts';
import { errorBody } from '../errors.ts';
import { access } from '../roles.ts';

export const auditEndpoints = defineEndpoints({
  'GET /audit': {
    access: access.users,
    tags: ['audit'],
    summary: 'The audit log: every staff change, newest first, a page at a time',
    description:
      'Who changed what and when, with each changed field before and after. ' +
      `Filters: entity, entity_id, actor_id, action. ${AUDIT_PER_PAGE} entries a page unless per_page says otherwise.`,
    query: auditQuery,
    responses: { 200: auditPage, 422: errorBody },
  },
});
