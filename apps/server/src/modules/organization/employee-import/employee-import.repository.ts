import { inArray, sql } from 'drizzle-orm';
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

/** Every name a row may use, loaded once per file (the lists are small). */
export async function loadLookups(tx: Tx): Promise<ImportLookups> {
  // One after the other: a transaction is one connection.
  const b = await tx
    .select({ id: branches.id, name: branches.stationName })
    .from(branches)
    .orderBy(branches.id);
  const d = await tx
    .select({ id: departments.id, name: departments.departmentName })
    .from(departments)
    .orderBy(departments.id);
  const t = await tx
    .select({ id: employeeTypes.id, name: employeeTypes.name })
    .from(employeeTypes)
    .orderBy(employeeTypes.id);
  const c = await tx
    .select({ id: employeeCategories.id, name: employeeCategories.name })
    .from(employeeCategories)
    .orderBy(employeeCategories.id);
  const des = await tx
    .select({ id: employeeDesignations.id, name: employeeDesignations.name })
    .from(employeeDesignations)
    .orderBy(employeeDesignations.id);
  const g = await tx
    .select({ id: employeeGrades.id, name: employeeGrades.name })
    .from(employeeGrades)
    .orderBy(employeeGrades.id);
  const bk = await tx.select({ id: banks.id, name: banks.name }).from(banks).orderBy(banks.id);
  return {
    branch: byName(b),
    department: byName(d),
    employee_type: byName(t),
    employee_category: byName(c),
    employee_designation: byName(des),
    employee_grade: byName(g),
    bank: byName(bk),
  };
}

/** Which of the file's pins and emails employees of the company (archived ones too) already use. */
export async function existingKeys(tx: Tx, pins: string[], emails: string[]): Promise<ExistingKeys> {
  const found: ExistingKeys = { pins: new Set(), emails: new Set() };
  if (pins.length) {
    const rows = await tx.select({ pin: employees.pin }).from(employees).where(inArray(employees.pin, pins));
    for (const r of rows) if (r.pin) found.pins.add(r.pin);
  }
  if (emails.length) {
    const rows = await tx
      .select({ email: sql<string>`lower(${employees.email})` })
      .from(employees)
      .where(inArray(sql`lower(${employees.email})`, emails));
    for (const r of rows) found.emails.add(r.email);
  }
  return found;
}

const BATCH = 500;

/** Multi-row inserts, so a thousand employees take a few statements, not a thousand. */
export async function insertEmployees(tx: Tx, rows: (typeof employees.$inferInsert)[]): Promise<number[]> {
  const ids: number[] = [];
  for (let i = 0; i < rows.length; i += BATCH) {
    const done = await tx
      .insert(employees)
      .values(rows.slice(i, i + BATCH))
      .returning({ id: employees.id });
    ids.push(...done.map((r) => r.id));
  }
  return ids;
}
