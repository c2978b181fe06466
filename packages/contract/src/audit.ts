import { z } from 'zod';
import { inputString, optionalInt } from './fields.ts';
import { auditActions, auditEntities } from './audit-options.ts';
import { paginationMeta, paginationQuery } from './pagination.ts';

export * from './audit-options.ts';

export const auditEntry = z.object({
  id: z.number().int(),
  at: z.string(),
  actor_id: z.number().int().nullable(),
  actor_name: z.string(),
  actor_role: z.number().int(),
  action: z.enum(auditActions),
  entity: z.string(),
  entity_id: z.string().nullable(),
  /** Each changed field, before and after (a secret such as a password shows as "changed"). */
  changes: z.record(z.string(), z.object({ from: z.unknown(), to: z.unknown() })),
  route: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const AUDIT_PER_PAGE = 50;

export const auditQuery = paginationQuery.extend({
  entity: z
    .enum(auditEntities, { error: `The entity must be one of: ${auditEntities.join(', ')}.` })
    .optional(),
  entity_id: inputString().trim().max(64, 'The entity id may not be longer than 64.').optional(),
  actor_id: optionalInt('actor id', 1, 2_147_483_647),
  action: z
    .enum(auditActions, { error: 'The action must be create, update or delete.' })
    .optional(),
});
export type AuditQuery = z.infer<typeof auditQuery>;

export const auditPage = z.object({ data: z.array(auditEntry), meta: paginationMeta });
