import { and, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../../platform/db/database.ts';
import { branches, departments, employees, teams } from '../../../db/schema/index.ts';

export interface EmployeeFilter {
  search?: string | undefined;
  departmentIds?: number[] | undefined;
  teamIds?: number[] | undefined;
  branchIds?: number[] | undefined;
  /** The active branch from the header, when one is chosen. */
  branchId?: number | null;
}

function conditions(f: EmployeeFilter): SQL | undefined {
  const c: (SQL | undefined)[] = [isNull(employees.archivedAt)];
  if (f.search) {
    const like = `%${f.search}%`;
    c.push(
      or(
        ilike(sql`${employees.firstName} || ' ' || ${employees.lastName}`, like),
        ilike(employees.email, like),
        ilike(employees.pin, like),
        ilike(employees.customEmployeeId, like),
      ),
    );
  }
  if (f.departmentIds?.length) c.push(inArray(employees.departmentId, f.departmentIds));
  if (f.teamIds?.length) c.push(inArray(employees.teamId, f.teamIds));
  if (f.branchIds?.length) c.push(inArray(employees.branchId, f.branchIds));
  if (f.branchId != null) c.push(eq(employees.branchId, f.branchId));
  return and(...c);
}

export async function searchEmployees(tx: Tx, f: EmployeeFilter, limit: number, offset: number) {
  const where = conditions(f);
  const results = await tx
    .select({
      id: employees.id,
      name: sql<string>`${employees.firstName} || ' ' || ${employees.lastName}`,
      first_name: employees.firstName,
      last_name: employees.lastName,
      pin: employees.pin,
      email: employees.email,
      picture: employees.picture,
      department: departments.departmentName,
      branch: branches.stationName,
    })
    .from(employees)
    .leftJoin(
      departments,
      and(eq(departments.companyId, employees.companyId), eq(departments.id, employees.departmentId)),
    )
    .leftJoin(branches, and(eq(branches.companyId, employees.companyId), eq(branches.id, employees.branchId)))
    .where(where)
    .orderBy(employees.lastName, employees.firstName, employees.id)
    .limit(limit)
    .offset(offset);
  const [count] = await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(employees)
    .where(where);
  return { results, total: count?.total ?? 0 };
}

export async function findEmployee(tx: Tx, id: number) {
  const [row] = await tx
    .select({
      employee: employees,
      branch: { id: branches.id, station_name: branches.stationName, is_hq: branches.isHq },
      department: { id: departments.id, department_name: departments.departmentName },
      team: { id: teams.id, team_name: teams.teamName },
    })
    .from(employees)
    .leftJoin(branches, and(eq(branches.companyId, employees.companyId), eq(branches.id, employees.branchId)))
    .leftJoin(
      departments,
      and(eq(departments.companyId, employees.companyId), eq(departments.id, employees.departmentId)),
    )
    .leftJoin(teams, and(eq(teams.companyId, employees.companyId), eq(teams.id, employees.teamId)))
    .where(eq(employees.id, id))
    .limit(1);
  return row;
}
