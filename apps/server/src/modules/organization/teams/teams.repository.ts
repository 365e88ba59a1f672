import { and, asc, eq, ilike, inArray, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { TeamDetail, TeamRow } from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';
import { departments, employees, teams } from '../../../db/schema/index.ts';
import { selectedPage, rowFinder } from '../../../platform/db/paging.ts';
import { insertCompanyRow, updateCompanyRow } from '../../../platform/db/rows.ts';
import { countInCompany } from '../../../platform/db/tenant-rows.ts';
import { childCount, employeeNameOf } from '../../../platform/db/related-rows.ts';
import { employeeName, ofEmployeeCompany } from '../../../platform/db/employee-joins.ts';

export interface TeamValues {
  teamName: string;
  description: string | null;
  leadEmployeeId: number | null;
}

const columns = {
  id: teams.id,
  team_name: teams.teamName,
  description: teams.description,
  lead_employee_id: teams.leadEmployeeId,
  lead_name: employeeNameOf(teams, teams.leadEmployeeId),
  // The team's current (not archived) members.
  members_count: childCount(employees, employees.teamId, teams, { where: isNull(employees.archivedAt) }),
};

interface Raw {
  id: number;
  team_name: string;
  description: string | null;
  lead_employee_id: number | null;
  lead_name: string | null;
  members_count: number;
}

function toRow(r: Raw): TeamRow {
  return {
    id: r.id,
    team_name: r.team_name,
    description: r.description,
    lead:
      r.lead_employee_id !== null && r.lead_name !== null
        ? { id: r.lead_employee_id, name: r.lead_name }
        : null,
    members_count: r.members_count,
  };
}

function conditions(companyId: number, search: string | undefined): SQL | undefined {
  const like = `%${search}%`;
  return and(
    eq(teams.companyId, companyId),
    search ? or(ilike(teams.teamName, like), ilike(teams.description, like)) : undefined,
  );
}

export async function listTeams(
  tx: Tx,
  companyId: number,
  search: string | undefined,
  limit: number,
  offset: number,
) {
  const where = conditions(companyId, search);
  const order = [asc(sql`lower(${teams.teamName})`), asc(teams.id)];
  return selectedPage(tx, { columns, from: teams, where, order }, { limit, offset }, toRow);
}

// scoping: rowFinder reads the row in the company its caller names (selectedRow).
export const findTeam = rowFinder({ columns, from: teams }, toRow);

export async function teamMembers(tx: Tx, companyId: number, id: number): Promise<TeamDetail['members']> {
  return tx
    .select({
      id: employees.id,
      name: employeeName,
      pin: employees.pin,
      department: departments.departmentName,
    })
    .from(employees)
    .leftJoin(departments, ofEmployeeCompany(departments, employees.departmentId))
    .where(and(eq(employees.companyId, companyId), eq(employees.teamId, id), isNull(employees.archivedAt)))
    .orderBy(employees.lastName, employees.firstName, employees.id);
}

/** How many of `ids` are current employees of the company. */
export function countActiveEmployees(tx: Tx, companyId: number, ids: number[]): Promise<number> {
  return countInCompany(tx, employees, companyId, ids, isNull(employees.archivedAt));
}

export async function insertTeam(tx: Tx, companyId: number, v: TeamValues): Promise<number> {
  return insertCompanyRow(tx, teams, companyId, v, 'the new team');
}

export async function updateTeam(tx: Tx, companyId: number, id: number, v: TeamValues): Promise<void> {
  await updateCompanyRow(tx, teams, companyId, id, { ...v, updatedAt: new Date() });
}

/**
 * Makes `memberIds` the team's current members: they join (leaving any other team) and current
 * members not listed leave. Archived employees keep whatever they had.
 */
export async function setMembers(tx: Tx, companyId: number, id: number, memberIds: number[]): Promise<void> {
  await tx
    .update(employees)
    .set({ teamId: null, updatedAt: new Date() })
    .where(
      and(
        eq(employees.companyId, companyId),
        eq(employees.teamId, id),
        isNull(employees.archivedAt),
        memberIds.length ? notInArray(employees.id, memberIds) : undefined,
      ),
    );
  if (memberIds.length === 0) return;
  await tx
    .update(employees)
    .set({ teamId: id, updatedAt: new Date() })
    .where(
      and(eq(employees.companyId, companyId), inArray(employees.id, memberIds), isNull(employees.archivedAt)),
    );
}

export async function lockTeams(tx: Tx, companyId: number, ids: number[]) {
  return tx
    .select({ id: teams.id, team_name: teams.teamName })
    .from(teams)
    .where(and(eq(teams.companyId, companyId), inArray(teams.id, ids)))
    .for('update');
}

/** Deleting a team only dissolves the grouping: its members (archived too) simply have no team. */
export async function deleteTeams(tx: Tx, companyId: number, ids: number[]): Promise<void> {
  await tx
    .update(employees)
    .set({ teamId: null, updatedAt: new Date() })
    .where(and(eq(employees.companyId, companyId), inArray(employees.teamId, ids)));
  await tx.delete(teams).where(and(eq(teams.companyId, companyId), inArray(teams.id, ids)));
}
