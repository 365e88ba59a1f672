import { and, eq, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgSelect } from 'drizzle-orm/pg-core';
import {
  banks,
  branches,
  departments,
  employeeCategories,
  employeeDesignations,
  employeeGrades,
  employees,
  employeeTypes,
  teams,
} from '../../db/schema/index.ts';

/**
 * An employee's name, and the joins a query over `employees` makes to what an employee refers to,
 * written once (the raw-SQL lists have person-columns.ts). Each takes a dynamic query and answers it joined, its columns typed
 * as the joins make them (a left-joined record may be null). A join the query selects nothing from
 * costs nothing: PostgreSQL drops a left join on a unique key whose columns are unread.
 */

/** "First Last": how lists show and search an employee. */
export const employeeName = sql<string>`${employees.firstName} || ' ' || ${employees.lastName}`;

/** The row of `table` that `ref` names, within the employee's own company (composite keys, ADR 18). */
export const ofEmployeeCompany = (table: { companyId: AnyPgColumn; id: AnyPgColumn }, ref: AnyPgColumn) =>
  and(eq(table.companyId, employees.companyId), eq(table.id, ref));

/** The employee's department and branch: what an employee list shows beside the name. */
export const withDepartmentAndBranch = <Q extends PgSelect>(query: Q) =>
  query
    .leftJoin(departments, ofEmployeeCompany(departments, employees.departmentId))
    .leftJoin(branches, ofEmployeeCompany(branches, employees.branchId));

/**
 * Every record an employee's profile names: branch, department, team, type, grade, category,
 * designation and bank (the banks are a shared list, joined by id alone).
 */
export const withEmployeeRecords = <Q extends PgSelect>(query: Q) =>
  withDepartmentAndBranch(query)
    .leftJoin(teams, ofEmployeeCompany(teams, employees.teamId))
    .leftJoin(employeeTypes, ofEmployeeCompany(employeeTypes, employees.employeeTypeId))
    .leftJoin(employeeGrades, ofEmployeeCompany(employeeGrades, employees.employeeGradeId))
    .leftJoin(employeeCategories, ofEmployeeCompany(employeeCategories, employees.employeeCategoryId))
    .leftJoin(employeeDesignations, ofEmployeeCompany(employeeDesignations, employees.employeeDesignationId))
    .leftJoin(banks, eq(banks.id, employees.bankId));
