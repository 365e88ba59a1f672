import { type AnyPgColumn, foreignKey } from 'drizzle-orm/pg-core';
import { companies } from './platform.ts';
import { employees } from './organization.ts';

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
  foreignKey({
    name: `${table}_employee_fk`,
    columns: [t.companyId, t.employeeId],
    foreignColumns: [employees.companyId, employees.id],
  }).onDelete('cascade');

/**
 * The unnamed keys most tenant tables carry (drizzle derives their names, short enough there): to the
 * company, and to an employee of the same company, both ON DELETE CASCADE so removing a company or an
 * employee takes their rows. Spelt once so every table states tenancy the same way (ARCHITECTURE §3).
 */
export const companyCascade = (t: { companyId: AnyPgColumn }) =>
  foreignKey({ columns: [t.companyId], foreignColumns: [companies.id] }).onDelete('cascade');

export const employeeCascade = (t: { companyId: AnyPgColumn; employeeId: AnyPgColumn }) =>
  foreignKey({
    columns: [t.companyId, t.employeeId],
    foreignColumns: [employees.companyId, employees.id],
  }).onDelete('cascade');
