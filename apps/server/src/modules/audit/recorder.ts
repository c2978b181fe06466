import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import { fieldChanges } from './changes.ts';
import type { AuditContext, AuditTarget, Snapshot } from './targets.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Set from the audit table: what this staff route changes. */
    audit?: AuditTarget & { route: string };
  }
  interface FastifyRequest {
    auditBefore?: Snapshot;
  }
}

const contextOf = (request: FastifyRequest, answer?: unknown): AuditContext => ({
  params: (request.params ?? {}) as AuditContext['params'],
  body: request.body,
  answer,
});

function parsed(payload: unknown): unknown {
  if (typeof payload !== 'string') return undefined;
  try {
    return JSON.parse(payload);
  } catch {
    return undefined;
  }
}

/**
 * Records every successful staff change in the audit log: the route's record is read before
 * the handler runs and again before the answer leaves, and the changed fields are appended
 * with who made the change. Routes name their record in `targets` by `METHOD /url`.
 */
export function registerAuditLog(
  app: FastifyInstance,
  db: Db,
  targets: Readonly<Record<string, AuditTarget>>,
): void {
  app.addHook('onRoute', (route) => {
    for (const method of [route.method].flat()) {
      const target = targets[`${method} ${route.url}`];
      if (target)
        route.config = { ...route.config, audit: { ...target, route: `${method} ${route.url}` } };
    }
  });

  app.addHook('preHandler', async (request) => {
    const target = request.routeOptions.config?.audit;
    if (!target || !request.staff || target.action === 'create') return;
    request.auditBefore = await target.read(db, target.key(contextOf(request)));
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const target = request.routeOptions.config?.audit;
    const staff = request.staff;
    if (!target || !staff || reply.statusCode >= 400) return payload;
    const context = contextOf(request, parsed(payload));
    const key = target.key(context);
    const before = request.auditBefore ?? null;
    const after = target.action === 'delete' ? null : await target.read(db, key);
    const changes = fieldChanges(before, after);
    // A toggle back and forth, or a save of the same values: nothing to tell.
    if (target.action === 'update' && Object.keys(changes).length === 0) return payload;
    try {
      await db.insert(auditLog).values({
        actor_id: staff.id,
        actor_name: staff.name,
        actor_role: staff.role_id,
        action: target.action,
        entity: target.entity,
        entity_id: key ?? null,
        changes,
        route: target.route,
      });
    } catch (error) {
      request.log.error({ err: error }, 'audit entry not written');
    }
    return payload;
  });
}
