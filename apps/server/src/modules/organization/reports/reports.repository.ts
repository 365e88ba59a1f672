import { and, count, eq, inArray, isNull, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { EXIT_REASON_LABELS, type OrgReportColumn } from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';
import { existsInCompany } from '../../../platform/db/tenant-rows.ts';
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
import { pageBound } from '../../../platform/db/paging.ts';
import { withEmployeeRecords } from '../../../platform/db/employee-joins.ts';

const isoDate = (column: AnyColumn) => sql<string | null>`to_char(${column}, 'YYYY-MM-DD')`;

/** Exit reasons are stored as keys; the report reads their labels (unknown keys as stored). */
const exitReasonLabel = sql<string | null>`CASE ${employees.exitReason} ${sql.join(
  Object.entries(EXIT_REASON_LABELS).map(([key, label]) => sql`WHEN ${key} THEN ${label}`),
  sql` `,
)} ELSE ${employees.exitReason} END`;

/** Where each report column comes from; names of linked records are joined in the same statement. */
const COLUMN_SQL: Record<OrgReportColumn, SQL> = {
  pin: sql<string | null>`${employees.pin}`,
  name: sql<string>`${employees.firstName} || ' ' || ${employees.lastName}`,
  email: sql<string | null>`${employees.email}`,
  employee_type: sql<string | null>`${employeeTypes.name}`,
  employee_grade: sql<string | null>`${employeeGrades.name}`,
  department: sql<string | null>`${departments.departmentName}`,
  branch: sql<string | null>`${branches.stationName}`,
  date_of_birth: sql<string | null>`to_char(${employees.dateOfBirth}, 'YYYY-MM-DD')`,
  address: sql<string | null>`${employees.address}`,
  account_name: sql<string | null>`${employees.accountName}`,
  account_number: sql<string | null>`${employees.accountNumber}`,
  bank: sql<string | null>`${banks.name}`,
  bank_branch: sql<string | null>`${employees.bankBranch}`,
  genotype: sql<string | null>`${employees.genotype}`,
  mobile_number: sql<string | null>`${employees.mobileNumber}`,
  local_government: sql<string | null>`${employees.localGovernment}`,
  city: sql<string | null>`${employees.city}`,
  state: sql<string | null>`${employees.state}`,
  country: sql<string | null>`${employees.country}`,
  appointment_date: sql<string | null>`to_char(${employees.appointmentDate}, 'YYYY-MM-DD')`,
  blood_group: sql<string | null>`${employees.bloodGroup}`,
  nationality: sql<string | null>`${employees.nationality}`,
  religion: sql<string | null>`${employees.religion}`,
  marital_status: sql<string | null>`${employees.maritalStatus}`,
  employee_category: sql<string | null>`${employeeCategories.name}`,
  employee_designation: sql<string | null>`${employeeDesignations.name}`,
  tax_id: sql<string | null>`${employees.taxId}`,
  rsa_pin: sql<string | null>`${employees.rsaPin}`,
  pension_fund_administrator: sql<string | null>`${employees.pensionFundAdministrator}`,
  nin: sql<string | null>`${employees.nin}`,
  probation_end_date: isoDate(employees.probationEndDate),
  confirmation_date: isoDate(employees.confirmationDate),
  exit_date: isoDate(employees.exitDate),
  exit_reason: exitReasonLabel,
  next_of_kin_name: sql<string | null>`${employees.nextOfKinName}`,
  next_of_kin_relationship: sql<string | null>`${employees.nextOfKinRelationship}`,
  next_of_kin_phone: sql<string | null>`${employees.nextOfKinPhone}`,
  next_of_kin_address: sql<string | null>`${employees.nextOfKinAddress}`,
  emergency_contact_name: sql<string | null>`${employees.emergencyContactName}`,
  emergency_contact_relationship: sql<string | null>`${employees.emergencyContactRelationship}`,
  emergency_contact_phone: sql<string | null>`${employees.emergencyContactPhone}`,
};

/** Who the report is about, already checked against the company by the service. */
export interface ReportScope {
  branchId?: number | null | undefined;
  departmentId?: number | null | undefined;
  employeeIds?: number[] | undefined;
  /** The branches the user sees (branch-scope.ts: the header's one, or the managed ones); null: all. */
  visibleBranchIds?: number[] | null | undefined;
}

function where(companyId: number, scope: ReportScope): SQL | undefined {
  const c: SQL[] = [eq(employees.companyId, companyId), isNull(employees.archivedAt)];
  if (scope.branchId != null) c.push(eq(employees.branchId, scope.branchId));
  if (scope.departmentId != null) c.push(eq(employees.departmentId, scope.departmentId));
  if (scope.employeeIds?.length) c.push(inArray(employees.id, scope.employeeIds));
  if (scope.visibleBranchIds) c.push(inArray(employees.branchId, scope.visibleBranchIds));
  return and(...c);
}

/**
 * One statement for the page (every join, only the chosen columns); the caller gets raw values.
 * `limit` undefined means every matching row (downloads).
 */
export async function reportRows(
  tx: Tx,
  companyId: number,
  columns: readonly OrgReportColumn[],
  scope: ReportScope,
  paging?: { limit: number; offset: number },
): Promise<Record<string, unknown>[]> {
  const fields = Object.fromEntries(columns.map((c) => [c, COLUMN_SQL[c]]));
  const query = withEmployeeRecords(tx.select(fields).from(employees).$dynamic())
    .where(where(companyId, scope))
    .orderBy(employees.lastName, employees.firstName, employees.id);
  return paging ? query.limit(pageBound(paging.limit)).offset(pageBound(paging.offset)) : query;
}

export async function reportTotal(tx: Tx, companyId: number, scope: ReportScope): Promise<number> {
  const [row] = await tx.select({ total: count() }).from(employees).where(where(companyId, scope));
  return row?.total ?? 0;
}

/** Existence checks for the ids a report names, within the company. */
export const branchExists = (tx: Tx, companyId: number, id: number) =>
  existsInCompany(tx, branches, companyId, id);

export const departmentExists = (tx: Tx, companyId: number, id: number) =>
  existsInCompany(tx, departments, companyId, id);

/** How many of these employee ids belong to the company (archived ones included). */
export async function countEmployees(tx: Tx, companyId: number, ids: number[]): Promise<number> {
  const [row] = await tx
    .select({ n: count() })
    .from(employees)
    .where(and(eq(employees.companyId, companyId), inArray(employees.id, ids)));
  return row?.n ?? 0;
}
