import { and, asc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { MobileClockLocationEmployee, MobileClockLocationRow } from '@clockroom/contracts';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Tx } from '../../../platform/db/database.ts';
import {
  branches,
  departments,
  employees,
  mobileClockLocationEmployees as assigned,
  mobileClockLocations as locations,
} from '../../../db/schema/index.ts';
import { selectedPage, rowFinder } from '../../../platform/db/paging.ts';
import { deleteCompanyRows, insertCompanyRow, updateCompanyRow } from '../../../platform/db/rows.ts';
import { countInCompany } from '../../../platform/db/tenant-rows.ts';
import { childCount } from '../../../platform/db/related-rows.ts';
import { employeeName, withDepartmentAndBranch } from '../../../platform/db/employee-joins.ts';
import { sameCompanyRow, withRowOf } from '../../../platform/db/company-joins.ts';
import type { Fence } from './geofence.ts';

/** Every statement names the company as well as relying on RLS (ADR 18). */

export interface LocationValues {
  name: string;
  address: string | null;
  latitude: number;
  longitude: number;
  radius: number;
  branchId: number | null;
  allEmployees: boolean;
}

const columns = {
  id: locations.id,
  name: locations.name,
  address: locations.address,
  latitude: locations.latitude,
  longitude: locations.longitude,
  radius: locations.radius,
  branch_id: locations.branchId,
  branch: branches.stationName,
  all_employees: locations.allEmployees,
  employees_count: childCount(assigned, assigned.locationId, locations),
};

// scoping: the list and the lookup that read it filter by company (selectedPage, selectedRow).
const withBranch = withRowOf(columns, locations, branches, locations.branchId);

export async function listLocations(
  tx: Tx,
  companyId: number,
  search: string | undefined,
  limit: number,
  offset: number,
): Promise<{ results: MobileClockLocationRow[]; total: number }> {
  const where = and(
    eq(locations.companyId, companyId),
    search ? or(ilike(locations.name, `%${search}%`), ilike(locations.address, `%${search}%`)) : undefined,
  );
  const order = [asc(locations.name), asc(locations.id)];
  return selectedPage(tx, { ...withBranch, where, order }, { limit, offset });
}

// scoping: rowFinder reads the row in the company its caller names (selectedRow).
export const findLocation = rowFinder(withBranch);

export async function insertLocation(tx: Tx, companyId: number, v: LocationValues): Promise<number> {
  return insertCompanyRow(tx, locations, companyId, v, 'the new mobile clock location');
}

export async function updateLocation(tx: Tx, companyId: number, id: number, v: LocationValues) {
  await updateCompanyRow(tx, locations, companyId, id, { ...v, updatedAt: new Date() });
}

/** The assignments go with it (cascade); clocks made there keep their address and lose the link. */
export async function deleteLocation(tx: Tx, companyId: number, id: number) {
  await tx.execute(sql`UPDATE mobile_clocks SET location_id = NULL
    WHERE company_id = ${companyId} AND location_id = ${id}`);
  await tx.delete(locations).where(and(eq(locations.companyId, companyId), eq(locations.id, id)));
}

/** How many of `ids` are current employees of the company. */
export function countEmployees(tx: Tx, companyId: number, ids: number[]): Promise<number> {
  return countInCompany(tx, employees, companyId, ids, isNull(employees.archivedAt));
}

export async function assignEmployees(tx: Tx, companyId: number, locationId: number, ids: number[]) {
  if (ids.length === 0) return;
  await tx
    .insert(assigned)
    .values(ids.map((employeeId) => ({ companyId, locationId, employeeId })))
    .onConflictDoNothing();
}

export async function unassignEmployees(tx: Tx, companyId: number, locationId: number, ids: number[]) {
  if (ids.length === 0) return;
  await deleteCompanyRows(
    tx,
    assigned,
    companyId,
    eq(assigned.locationId, locationId),
    inArray(assigned.employeeId, ids),
  );
}

/** The employees assigned to a location by name, for its assignment screen. */
export async function listAssigned(
  tx: Tx,
  companyId: number,
  locationId: number,
  search: string | undefined,
  limit: number,
  offset: number,
): Promise<{ results: MobileClockLocationEmployee[]; total: number }> {
  const where = and(
    eq(assigned.companyId, companyId),
    eq(assigned.locationId, locationId),
    search ? ilike(employeeName, `%${search}%`) : undefined,
  );
  const joinEmployee = sameCompanyRow(employees, assigned, assigned.employeeId);
  const columns = {
    id: employees.id,
    employee_name: employeeName,
    pin: employees.pin,
    department: departments.departmentName,
    branch: branches.stationName,
  };
  const join = (query: PgSelect) => withDepartmentAndBranch(query.innerJoin(employees, joinEmployee));
  const order = [asc(employees.lastName), asc(employees.firstName), asc(employees.id)];
  return selectedPage(tx, { columns, from: assigned, join, where, order }, { limit, offset });
}

/**
 * The fences an employee may clock in: those they are assigned to, and the all-employees ones; an
 * all-employees location with a branch is for that branch's staff only.
 */
export async function fencesOf(tx: Tx, companyId: number, employeeId: number): Promise<Fence[]> {
  return tx
    .select({
      id: locations.id,
      name: locations.name,
      latitude: locations.latitude,
      longitude: locations.longitude,
      radius: locations.radius,
    })
    .from(locations)
    .where(
      and(
        eq(locations.companyId, companyId),
        or(
          and(
            eq(locations.allEmployees, true),
            or(
              isNull(locations.branchId),
              sql`${locations.branchId} = (SELECT e.branch_id FROM employees e
                WHERE e.company_id = ${companyId} AND e.id = ${employeeId})`,
            ),
          ),
          sql`EXISTS (SELECT 1 FROM mobile_clock_location_employees a WHERE a.company_id = ${companyId}
            AND a.location_id = ${locations.id} AND a.employee_id = ${employeeId})`,
        ),
      ),
    )
    .orderBy(asc(locations.id));
}
