// Plain data without zod: the back-office imports it through `@voski/contract/audit-options`.

/** What the audit log records of a staff change. */
export const auditActions = ['create', 'update', 'delete'] as const;
export type AuditAction = (typeof auditActions)[number];

/** The records staff change, as the audit log names them. */
export const auditEntities = [
  'user',
  'category',
  'product',
  'product image',
  'rate',
  'metal price',
  'metal kind',
  'promotion',
  'catalogue',
  'catalogue import',
  'faq',
  'contact',
  'message',
  'slide',
  'slide interval',
  'social links',
  'post',
  'blog',
  'blog image',
  'page',
  'order',
  'delivery fees',
  'carrier',
  'order note',
  'pickup points',
] as const;
export type AuditEntity = (typeof auditEntities)[number];
