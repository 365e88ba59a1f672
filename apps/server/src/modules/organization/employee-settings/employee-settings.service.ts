import {
  EMPLOYEE_SETTING_PAGE_SIZE,
  EMPLOYEE_SETTINGS,
  employeeSettingInUseMessage,
  employeeSettingMessages,
  type EmployeeSettingInput,
  type EmployeeSettingKind,
  type EmployeeSettingListQuery,
  type EmployeeSettingRowOf,
  type ListPage,
} from '@clockroom/contracts';
import { audit } from '../../../platform/audit/audit.ts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { conflict, invalidField, notFound } from '../../../platform/http/errors.ts';
import { registerUniqueConstraint } from '../../../platform/db/unique-violations.ts';
import * as repo from './employee-settings.repository.ts';

// assertNameFree gives the message in the common case; two saves racing past it meet the table's
// unique index, and the error handler answers with the same message (ADR 18).
const NAME_KEYS: Record<EmployeeSettingKind, string> = {
  types: 'employee_types_name_key',
  grades: 'employee_grades_name_key',
  categories: 'employee_categories_name_key',
  designations: 'employee_designations_name_key',
};
for (const [kind, constraint] of Object.entries(NAME_KEYS) as [EmployeeSettingKind, string][]) {
  registerUniqueConstraint(constraint, {
    field: EMPLOYEE_SETTINGS[kind].field,
    message: employeeSettingMessages(kind).nameTaken,
  });
}

/** The API shape of a row: the name travels under the list's own field (grade_name, type_name...). */
function toRow<K extends EmployeeSettingKind>(kind: K, r: repo.SettingRecord): EmployeeSettingRowOf<K> {
  const row = {
    id: r.id,
    description: r.description,
    employees_count: r.employeesCount,
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    [EMPLOYEE_SETTINGS[kind].field]: r.name,
  };
  // The computed key widens to string; it is the field `kind` names, as the contract's type says.
  return row as EmployeeSettingRowOf<K>;
}

const entity = (kind: EmployeeSettingKind) => `employee_${kind.replace(/ies$/, 'y').replace(/s$/, '')}`;

/**
 * A page when the caller asks for one (page or perPage/per_page given), otherwise the whole list:
 * the selects of the employee form read every value in one call.
 */
export async function listSettings<K extends EmployeeSettingKind>(
  ctx: SignedInContext,
  kind: K,
  q: EmployeeSettingListQuery,
): Promise<ListPage<EmployeeSettingRowOf<K>>> {
  const size = q.perPage ?? q.per_page;
  const paged = q.page !== undefined || size !== undefined;
  const perPage = size ?? EMPLOYEE_SETTING_PAGE_SIZE;
  const { results, total } = await repo.listSettings(
    ctx.tx,
    ctx.companyId,
    kind,
    q.search_query || undefined,
    paged ? { limit: perPage, offset: ((q.page ?? 1) - 1) * perPage } : null,
  );
  return { results: results.map((r) => toRow(kind, r)), total };
}

async function existing(ctx: SignedInContext, kind: EmployeeSettingKind, id: number) {
  const row = await repo.findSetting(ctx.tx, ctx.companyId, kind, id);
  if (!row) throw notFound(employeeSettingMessages(kind).notFound);
  return row;
}

export async function getSetting<K extends EmployeeSettingKind>(
  ctx: SignedInContext,
  kind: K,
  id: number,
): Promise<EmployeeSettingRowOf<K>> {
  return toRow(kind, await existing(ctx, kind, id));
}

function readInput(kind: EmployeeSettingKind, input: EmployeeSettingInput) {
  return { name: String(input[EMPLOYEE_SETTINGS[kind].field]), description: input.description ?? null };
}

async function assertNameFree(ctx: SignedInContext, kind: EmployeeSettingKind, name: string, id?: number) {
  if (await repo.nameTaken(ctx.tx, ctx.companyId, kind, name, id))
    throw invalidField(EMPLOYEE_SETTINGS[kind].field, employeeSettingMessages(kind).nameTaken);
}

export async function createSetting<K extends EmployeeSettingKind>(
  ctx: SignedInContext,
  kind: K,
  input: EmployeeSettingInput,
): Promise<EmployeeSettingRowOf<K>> {
  const values = readInput(kind, input);
  await assertNameFree(ctx, kind, values.name);
  const id = await repo.insertSetting(ctx.tx, ctx.companyId, kind, values);
  await audit(ctx, {
    action: 'create',
    entity: entity(kind),
    entityId: id,
    description: `Created ${EMPLOYEE_SETTINGS[kind].singular.toLowerCase()} ${values.name}`,
    after: values,
  });
  return getSetting(ctx, kind, id);
}

export async function updateSetting<K extends EmployeeSettingKind>(
  ctx: SignedInContext,
  kind: K,
  id: number,
  input: EmployeeSettingInput,
): Promise<EmployeeSettingRowOf<K>> {
  const before = await existing(ctx, kind, id);
  const values = readInput(kind, input);
  await assertNameFree(ctx, kind, values.name, id);
  await repo.updateSetting(ctx.tx, ctx.companyId, kind, id, values);
  await audit(ctx, {
    action: 'update',
    entity: entity(kind),
    entityId: id,
    description: `Updated ${EMPLOYEE_SETTINGS[kind].singular.toLowerCase()} ${values.name}`,
    before: { name: before.name, description: before.description },
    after: values,
  });
  return getSetting(ctx, kind, id);
}

/** Refused while employees hold the value: the foreign key would fail anyway, with a worse message. */
export async function deleteSetting(ctx: SignedInContext, kind: EmployeeSettingKind, id: number) {
  const row = await existing(ctx, kind, id);
  if (row.employeesCount > 0) throw conflict(employeeSettingInUseMessage(kind, row.employeesCount));
  await repo.deleteSetting(ctx.tx, ctx.companyId, kind, id);
  await audit(ctx, {
    action: 'delete',
    entity: entity(kind),
    entityId: id,
    description: `Deleted ${EMPLOYEE_SETTINGS[kind].singular.toLowerCase()} ${row.name}`,
    before: { name: row.name, description: row.description },
  });
}
