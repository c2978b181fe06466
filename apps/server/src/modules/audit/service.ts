import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditQuery } from '@voski/contract';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';

/** Reads the audit log: newest first, a page at a time, filtered by record, person or action. */
export class AuditService {
  constructor(private readonly db: Db) {}

  async page(query: AuditQuery, page: number, perPage: number) {
    const where = and(
      ...([
        query.entity && eq(auditLog.entity, query.entity),
        query.entity_id && eq(auditLog.entity_id, query.entity_id),
        query.actor_id && eq(auditLog.actor_id, query.actor_id),
        query.action && eq(auditLog.action, query.action),
      ].filter(Boolean) as SQL[]),
    );
    const [rows, [total]] = await Promise.all([
      this.db
        .select()
        .from(auditLog)
        .where(where)
        .orderBy(desc(auditLog.id))
        .limit(perPage)
        .offset((page - 1) * perPage),
      this.db.select({ n: count() }).from(auditLog).where(where),
    ]);
    const data: AuditEntry[] = rows.map((r) => ({
      ...r,
      at: r.at.toISOString(),
      action: r.action as AuditEntry['action'],
    }));
    return { data, meta: { page, per_page: perPage, total: total?.n ?? 0 } };
  }
}
