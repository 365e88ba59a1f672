import { type AnyPgColumn, foreignKey } from 'drizzle-orm/pg-core';
import { companies } from './platform.ts';
import { employees } from './organization.ts';
import { cascadeTo } from './columns.ts';

/**
 * Named foreign keys to the company and to an employee (payroll, loans, benefits, canteen): drizzle's
 * generated names pass PostgreSQL's 63 characters on these tables and would collide.
 */
export const companyFk = (table: string, t: { companyId: AnyPgColumn }) =>
  foreignKey({
    name: `${table}_company_fk`,
    columns: [t.companyId],
    foreignColumns: [companies.id],
  }).onDelete('cascade');

export const employeeFk = (table: string, t: { companyId: AnyPgColumn; employeeId: AnyPgColumn }) =>
  cascadeTo(employees, t, t.employeeId, `${table}_employee_fk`);

// The unnamed cascading keys live beside the tables they point to (platform.ts and organization.ts
// use them too, and importing them from here made an import cycle); every other table takes them here.
export { companyCascade } from './platform.ts';
export { employeeCascade } from './organization.ts';
