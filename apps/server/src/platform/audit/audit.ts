import type { RequestContext } from '../http/context.ts';
import { insertAudit } from './audit.repository.ts';

export interface AuditEntry {
  action: string;
  entity: string;
  entityId?: string | number | null;
  description: string;
  before?: unknown;
  after?: unknown;
  /** For actions done before anyone is signed in (sign-up, reset): who it was about. */
  actor?: { userId: number; name: string };
}

const SECRET_KEYS = /password|token|secret|code_hash|hash/i;

/** Drops secrets from before/after snapshots: the audit log is readable by admins. */
function redact(value: unknown): unknown {
  if (value === null || typeof value !== 'object') return value ?? null;
  if (Array.isArray(value)) return value.map(redact);
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([k]) => !SECRET_KEYS.test(k))
      .map(([k, v]) => [k, redact(v)]),
  );
}

/** Writes the audit row in the caller's transaction, so it exists exactly when the change does. */
export async function audit(ctx: RequestContext, entry: AuditEntry): Promise<void> {
  if (ctx.companyId === null) throw new Error('audit needs a tenant');
  const actorName =
    entry.actor?.name ?? (ctx.user ? `${ctx.user.first_name} ${ctx.user.last_name}` : ctx.systemActor);
  await insertAudit(ctx.tx, ctx.companyId, {
    actorUserId: entry.actor?.userId ?? ctx.user?.id ?? null,
    actorName,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId == null ? null : String(entry.entityId),
    description: entry.description,
    before: redact(entry.before),
    after: redact(entry.after),
    requestId: ctx.requestId,
    ip: ctx.ip,
  });
}
