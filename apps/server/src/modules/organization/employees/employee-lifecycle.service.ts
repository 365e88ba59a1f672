import { EMPLOYEE_MESSAGES as M, type EmployeeStatusEndpoint } from '@clockroom/contracts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { AppError, notFound } from '../../../platform/http/errors.ts';
import { audit } from '../../../platform/audit/audit.ts';
import { revokeUserTokens } from '../../auth/index.ts';
import * as repo from './employees.repository.ts';
import * as access from './employee-access.repository.ts';
import * as records from './employee-records.repository.ts';
import { isOwner } from './employee-access.ts';

/**
 * The employees named by a bulk call. Every id must be this company's (RLS hides others, so an acme
 * id reads as missing → 404, never a partial success), and the owner is never a target.
 */
async function targets(ctx: SignedInContext, ids: number[], protectOwner = true) {
  const unique = [...new Set(ids)];
  const rows = await repo.findEmployeesByIds(ctx.tx, ctx.companyId, unique);
  if (rows.length !== unique.length) throw notFound(M.notFound);
  if (protectOwner && rows.some((r) => isOwner(ctx, r.id))) throw new AppError(422, M.ownerProtected);
  return rows;
}

/** Ends every session of these employees' accounts (deactivate, archive). */
async function endSessions(ctx: SignedInContext, employeeIds: number[]) {
  for (const u of await access.usersOfEmployees(ctx.tx, ctx.companyId, employeeIds))
    await revokeUserTokens(ctx.tx, ctx.companyId, u.id);
}

const names = (rows: { firstName: string; lastName: string }[]) =>
  rows.map((r) => `${r.firstName} ${r.lastName}`).join(', ');

/** PUT /organization/employees/{activate|deactivate}: deactivating blocks sign-in at once. */
export async function changeStatus(ctx: SignedInContext, endpoint: EmployeeStatusEndpoint, ids: number[]) {
  const rows = await targets(ctx, ids);
  const active = endpoint === 'activate';
  const live = rows.filter((r) => r.archivedAt === null).map((r) => r.id);
  if (live.length !== rows.length) throw notFound(M.notFound);
  await repo.setStatus(ctx.tx, ctx.companyId, live, active ? 1 : 0);
  if (active) {
    // Only accounts that were given access come back; never-invited employees stay without one.
    for (const u of await access.usersOfEmployees(ctx.tx, ctx.companyId, live)) {
      if ((await access.rolesOfUser(ctx.tx, ctx.companyId, u.id)).length)
        await access.updateUser(ctx.tx, ctx.companyId, u.id, { isActive: true });
    }
  } else {
    await access.setUsersActive(ctx.tx, ctx.companyId, live, false);
    await endSessions(ctx, live);
  }
  for (const r of rows) {
    await audit(ctx, {
      action: endpoint,
      entity: 'employee',
      entityId: r.id,
      description: `${active ? 'Activated' : 'Deactivated'} employee ${r.firstName} ${r.lastName}`,
      before: { status: r.status },
      after: { status: active ? 1 : 0 },
    });
  }
  return { message: active ? M.activated : M.deactivated, ids: live };
}

/** DELETE /organization/employees: soft archive; sign-in is blocked and sessions end. */
export async function archiveEmployees(ctx: SignedInContext, ids: number[]) {
  const rows = (await targets(ctx, ids)).filter((r) => r.archivedAt === null);
  const live = rows.map((r) => r.id);
  if (live.length) {
    await repo.setArchived(ctx.tx, ctx.companyId, live, new Date());
    await access.setUsersActive(ctx.tx, ctx.companyId, live, false);
    await endSessions(ctx, live);
  }
  for (const r of rows)
    await audit(ctx, {
      action: 'archive',
      entity: 'employee',
      entityId: r.id,
      description: `Archived employee ${r.firstName} ${r.lastName}`,
    });
  return { archived: live };
}

/** PUT /organization/employees/restore: back to the staff list; sign-in as before for active ones. */
export async function restoreEmployees(ctx: SignedInContext, ids: number[]) {
  const rows = await targets(ctx, ids, false);
  if (rows.some((r) => r.archivedAt === null)) throw notFound(M.notFound);
  await repo.setArchived(
    ctx.tx,
    ctx.companyId,
    rows.map((r) => r.id),
    null,
  );
  for (const r of rows) {
    if (r.status === 1) {
      for (const u of await access.usersOfEmployees(ctx.tx, ctx.companyId, [r.id])) {
        if ((await access.rolesOfUser(ctx.tx, ctx.companyId, u.id)).length)
          await access.updateUser(ctx.tx, ctx.companyId, u.id, { isActive: true });
      }
    }
    await audit(ctx, {
      action: 'restore',
      entity: 'employee',
      entityId: r.id,
      description: `Restored archived employee ${r.firstName} ${r.lastName}`,
    });
  }
  return { restored: rows.map((r) => r.id) };
}

/** DELETE /organization/employees/archives: permanent, archived employees only. */
export async function deleteArchived(ctx: SignedInContext, ids: number[]) {
  const rows = await targets(ctx, ids);
  if (rows.some((r) => r.archivedAt === null)) throw new AppError(422, M.notArchived);
  const list = rows.map((r) => r.id);
  await records.deleteDocumentFilesOf(ctx.tx, ctx.companyId, list);
  try {
    await repo.deleteEmployees(ctx.tx, ctx.companyId, list);
  } catch (err) {
    if (isForeignKeyViolation(err)) throw new AppError(409, M.stillReferenced);
    throw err;
  }
  await audit(ctx, {
    action: 'delete',
    entity: 'employee',
    entityId: list.length === 1 ? list[0] : null,
    description: `Permanently deleted archived employee(s) ${names(rows)}`,
    before: rows.map((r) => ({ id: r.id, name: `${r.firstName} ${r.lastName}` })),
  });
  return { deleted: list };
}

function isForeignKeyViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23503') return true;
  }
  return false;
}
