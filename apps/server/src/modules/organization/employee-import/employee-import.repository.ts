import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from '../../../platform/db/database.ts';
import {
  banks,
  branches,
  departments,
  employeeCategories,
  employeeDesignations,
  employeeGrades,
  employeeTypes,
  employees,
} from '../../../db/schema/index.ts';
import type { ExistingKeys, ImportLookups } from './import-rows.ts';

const byName = (rows: { id: number; name: string }[]) => {
  const map = new Map<string, number>();
  // The first of equal names wins, so a name keeps resolving to the same record.
  for (const r of rows) if (!map.has(r.name.toLowerCase())) map.set(r.name.toLowerCase(), r.id);
  return map;
};

/** One lookup list as lower-cased name → id, oldest first (see byName); `scope` names the company. */
async function namesOf(tx: Tx, table: PgTable, id: AnyPgColumn, name: AnyPgColumn, scope?: SQL) {
  const rows = await tx
    .select({ id: sql<number>`${id}`.mapWith(Number), name: sql<string>`${name}` })
    .from(table)
    .where(scope)
    .orderBy(id);
  return byName(rows);
}

/** Every name a row may use, loaded once per file (the lists are small). */
export async function loadLookups(tx: Tx, companyId: number): Promise<ImportLookups> {
  const own = (table: { companyId: AnyPgColumn }) => eq(table.companyId, companyId);
  // One after the other: a transaction is one connection. Banks are shared by every company.
  return {
    branch: await namesOf(tx, branches, branches.id, branches.stationName, own(branches)),
    department: await namesOf(tx, departments, departments.id, departments.departmentName, own(departments)),
    employee_type: await namesOf(tx, employeeTypes, employeeTypes.id, employeeTypes.name, own(employeeTypes)),
    employee_category: await namesOf(
      tx,
      employeeCategories,
      employeeCategories.id,
      employeeCategories.name,
      own(employeeCategories),
    ),
    employee_designation: await namesOf(
      tx,
      employeeDesignations,
      employeeDesignations.id,
      employeeDesignations.name,
      own(employeeDesignations),
    ),
    employee_grade: await namesOf(
      tx,
      employeeGrades,
      employeeGrades.id,
      employeeGrades.name,
      own(employeeGrades),
    ),
    bank: await namesOf(tx, banks, banks.id, banks.name),
  };
}

/** Which of the file's pins and emails employees of the company (archived ones too) already use. */
export async function existingKeys(
  tx: Tx,
  companyId: number,
  pins: string[],
  emails: string[],
): Promise<ExistingKeys> {
  const found: ExistingKeys = { pins: new Set(), emails: new Set() };
  const own = eq(employees.companyId, companyId);
  if (pins.length) {
    const rows = await tx
      .select({ pin: employees.pin })
      .from(employees)
      .where(and(own, inArray(employees.pin, pins)));
    for (const r of rows) if (r.pin) found.pins.add(r.pin);
  }
  if (emails.length) {
    const rows = await tx
      .select({ email: sql<string>`lower(${employees.email})` })
      .from(employees)
      .where(and(own, inArray(sql`lower(${employees.email})`, emails)));
    for (const r of rows) found.emails.add(r.email);
  }
  return found;
}

const BATCH = 500;

/** Multi-row inserts, so a thousand employees take a few statements, not a thousand. */
export async function insertEmployees(
  tx: Tx,
  companyId: number,
  rows: (typeof employees.$inferInsert)[],
): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += BATCH) {
    const done = await tx
      .insert(employees)
      .values(rows.slice(i, i + BATCH).map((row) => ({ ...row, companyId })))
      .returning({ id: employees.id });
    ids.push(...done.map((r) => r.id));
  }
  return ids;
}
