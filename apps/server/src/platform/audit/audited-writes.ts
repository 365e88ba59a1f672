import type { SignedInContext } from '../http/context.ts';
import { audit } from './audit.ts';

/**
 * The create, update and delete shape every settings-like resource repeats: read the row as the
 * client sees it, write, then one audit row with the before and after snapshots, all in the
 * request's transaction so the audit exists exactly when the change does.
 */
export interface AuditedEntity<Row> {
  /** The audit log's entity, also the word in its description ("Created branch Lagos HQ"). */
  entity: string;
  // A property, not a method, so TypeScript checks the row type strictly (no method bivariance).
  name: (row: Row) => string;
}

export interface AuditedResource<Row> extends AuditedEntity<Row> {
  /** The row as the API returns it; throws the resource's 404 when the id is not this company's. */
  find(ctx: SignedInContext, id: number): Promise<Row>;
}

/** The common case: a resource whose rows the audit log names by their own `name`. */
export function namedResource<Row extends { name: string }>(
  entity: string,
  find: AuditedResource<Row>['find'],
): AuditedResource<Row> {
  return { entity, name: (row) => row.name, find };
}

/** `insert` validates and writes, returning the new id; answers the row as read back. */
export async function auditedCreate<Row>(
  ctx: SignedInContext,
  resource: AuditedResource<Row>,
  insert: () => Promise<number>,
): Promise<Row> {
  const id = await insert();
  const after = await resource.find(ctx, id);
  await audit(ctx, {
    action: 'create',
    entity: resource.entity,
    entityId: id,
    description: `Created ${resource.entity} ${resource.name(after)}`,
    after,
  });
  return after;
}

/** 404 before anything else; `write` gets the current row to apply its rules against. */
export async function auditedUpdate<Row>(
  ctx: SignedInContext,
  resource: AuditedResource<Row>,
  id: number,
  write: (before: Row) => Promise<void>,
): Promise<Row> {
  const before = await resource.find(ctx, id);
  await write(before);
  const after = await resource.find(ctx, id);
  await audit(ctx, {
    action: 'update',
    entity: resource.entity,
    entityId: id,
    description: `Updated ${resource.entity} ${resource.name(after)}`,
    before,
    after,
  });
  return after;
}

/** 404 before anything else; `remove` refuses (throws) or deletes. */
export async function auditedDelete<Row>(
  ctx: SignedInContext,
  resource: AuditedResource<Row>,
  id: number,
  remove: (before: Row) => Promise<void>,
): Promise<void> {
  const before = await resource.find(ctx, id);
  await remove(before);
  await auditDeleted(ctx, resource, id, before);
}

/**
 * A batch delete of rows the caller has already found (and locked) and checked: one audit row each.
 */
export async function auditedDeleteMany<Row extends { id: number }>(
  ctx: SignedInContext,
  entity: AuditedEntity<Row>,
  rows: readonly Row[],
  remove: () => Promise<void>,
): Promise<void> {
  await remove();
  for (const row of rows) await auditDeleted(ctx, entity, row.id, row);
}

async function auditDeleted<Row>(ctx: SignedInContext, entity: AuditedEntity<Row>, id: number, before: Row) {
  await audit(ctx, {
    action: 'delete',
    entity: entity.entity,
    entityId: id,
    description: `Deleted ${entity.entity} ${entity.name(before)}`,
    before,
  });
}
