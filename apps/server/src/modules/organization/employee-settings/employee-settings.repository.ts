import { and, asc, eq, getTableName, ilike, ne, sql } from 'drizzle-orm';
import type { EmployeeSettingKind } from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';
import {
  employeeCategories,
  employeeDesignations,
  employeeGrades,
  employeeTypes,
  employees,
} from '../../../db/schema/index.ts';
import { containing, selectedPage } from '../../../platform/db/paging.ts';
import { expectRow, updateCompanyRow } from '../../../platform/db/rows.ts';

/**
 * One repository for the four lists: they share a table shape (schema `settingTable`), so each kind
 * only picks its table and the employees column that points at it. Every query names the company
 * (ADR 18); RLS is the second wall.
 */
const TABLES = {
  types: { table: employeeTypes, employeeColumn: employees.employeeTypeId },
  grades: { table: employeeGrades, employeeColumn: employees.employeeGradeId },
  categories: { table: employeeCategories, employeeColumn: employees.employeeCategoryId },
  designations: { table: employeeDesignations, employeeColumn: employees.employeeDesignationId },
} as const;

// scoping: a column list; its correlated count matches the outer row's company_id
function columns(kind: EmployeeSettingKind) {
  const { table: t, employeeColumn } = TABLES[kind];
  const name = getTableName(t);
  return {
    id: t.id,
    name: t.name,
    description: t.description,
    createdAt: t.createdAt,
    updatedAt: t.updatedAt,
    // Every employee pointing at it, archived ones included: they block deleting it just the same.
    // Written with qualified names: drizzle leaves columns unqualified in a one-table select, where
    // "id" inside the subquery would mean the employee's id.
    employeesCount: sql<number>`(SELECT count(*)::int FROM employees e
      WHERE e.company_id = ${sql.identifier(name)}.company_id
      AND e.${sql.identifier(employeeColumn.name)} = ${sql.identifier(name)}.id)`,
  };
}
export type SettingRecord = {
  id: number;
  name: string;
  description: string | null;
  createdAt: Date;
  updatedAt: Date;
  employeesCount: number;
};

export async function listSettings(
  tx: Tx,
  companyId: number,
  kind: EmployeeSettingKind,
  search: string | undefined,
  page: { limit: number; offset: number } | null,
): Promise<{ results: SettingRecord[]; total: number }> {
  const t = TABLES[kind].table;
  const where = and(eq(t.companyId, companyId), search ? ilike(t.name, containing(search)) : undefined);
  const order = [asc(sql`lower(${t.name})`), asc(t.id)];
  return selectedPage(tx, { columns: columns(kind), from: t, where, order }, page);
}

export async function findSetting(tx: Tx, companyId: number, kind: EmployeeSettingKind, id: number) {
  const t = TABLES[kind].table;
  const [row] = await tx
    .select(columns(kind))
    .from(t)
    .where(and(eq(t.companyId, companyId), eq(t.id, id)))
    .limit(1);
  return row;
}

/** Case-insensitive name clash, leaving out the row being edited. */
export async function nameTaken(
  tx: Tx,
  companyId: number,
  kind: EmployeeSettingKind,
  name: string,
  exceptId?: number,
) {
  const t = TABLES[kind].table;
  const [row] = await tx
    .select({ id: t.id })
    .from(t)
    .where(
      and(
        eq(t.companyId, companyId),
        sql`lower(${t.name}) = lower(${name})`,
        exceptId ? ne(t.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function insertSetting(
  tx: Tx,
  companyId: number,
  kind: EmployeeSettingKind,
  values: { name: string; description: string | null },
): Promise<number> {
  const t = TABLES[kind].table;
  const row = expectRow(
    await tx
      .insert(t)
      .values({ ...values, companyId })
      .returning({ id: t.id }),
    `the new ${kind}`,
  );
  return row.id;
}

export async function updateSetting(
  tx: Tx,
  companyId: number,
  kind: EmployeeSettingKind,
  id: number,
  values: { name: string; description: string | null },
): Promise<void> {
  const t = TABLES[kind].table;
  await updateCompanyRow(tx, t, companyId, id, { ...values, updatedAt: sql`now()` });
}

export async function deleteSetting(
  tx: Tx,
  companyId: number,
  kind: EmployeeSettingKind,
  id: number,
): Promise<void> {
  const t = TABLES[kind].table;
  await tx.delete(t).where(and(eq(t.companyId, companyId), eq(t.id, id)));
}
