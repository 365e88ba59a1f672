import { eq, sql } from 'drizzle-orm';
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
  users,
} from '../../db/schema/index.ts';
import { sameCompanyRow } from './company-joins.ts';

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
  sameCompanyRow(table, employees, ref);

/** The employee a user account belongs to: how sign-in, roles and notifications name a user. */
export const employeeOfUser = sameCompanyRow(employees, users, users.employeeId);

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
