import { and, asc, eq, ilike, inArray, isNull, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { TeamDetail, TeamRow } from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';
import { departments, employees, teams } from '../../../db/schema/index.ts';
import { pageBound } from '../../../platform/db/paging.ts';

export interface TeamValues {
  teamName: string;
  description: string | null;
  leadEmployeeId: number | null;
}

// Spelled out: drizzle leaves columns unqualified in single-table selects, and inside these
// subqueries a bare "id" would mean the employee's.
const membersCount = sql<number>`(SELECT count(*)::int FROM employees e
  WHERE e.company_id = teams.company_id AND e.team_id = teams.id AND e.archived_at IS NULL)`;
const leadName = sql<string | null>`(SELECT l.first_name || ' ' || l.last_name FROM employees l
  WHERE l.company_id = teams.company_id AND l.id = teams.lead_employee_id)`;

const columns = {
  id: teams.id,
  team_name: teams.teamName,
  description: teams.description,
  lead_employee_id: teams.leadEmployeeId,
  lead_name: leadName,
  members_count: membersCount,
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

function conditions(search: string | undefined): SQL | undefined {
  if (!search) return undefined;
  const like = `%${search}%`;
  return or(ilike(teams.teamName, like), ilike(teams.description, like));
}

export async function listTeams(tx: Tx, search: string | undefined, limit: number, offset: number) {
  const where = conditions(search);
  const raw = await tx
    .select(columns)
    .from(teams)
    .where(where)
    .orderBy(asc(sql`lower(${teams.teamName})`), asc(teams.id))
    .limit(pageBound(limit))
    .offset(pageBound(offset));
  const [count] = await tx
    .select({ total: sql<number>`count(*)::int` })
    .from(teams)
    .where(where);
  return { results: raw.map(toRow), total: count?.total ?? 0 };
}

export async function findTeam(tx: Tx, id: number): Promise<TeamRow | undefined> {
  const [raw] = await tx.select(columns).from(teams).where(eq(teams.id, id)).limit(1);
  return raw ? toRow(raw) : undefined;
}

export async function teamMembers(tx: Tx, id: number): Promise<TeamDetail['members']> {
  return tx
    .select({
      id: employees.id,
      name: sql<string>`${employees.firstName} || ' ' || ${employees.lastName}`,
      pin: employees.pin,
      department: departments.departmentName,
    })
    .from(employees)
    .leftJoin(
      departments,
      and(eq(departments.companyId, employees.companyId), eq(departments.id, employees.departmentId)),
    )
    .where(and(eq(employees.teamId, id), isNull(employees.archivedAt)))
    .orderBy(employees.lastName, employees.firstName, employees.id);
}

export async function teamNameTaken(tx: Tx, name: string, exceptId?: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: teams.id })
    .from(teams)
    .where(
      and(
        sql`lower(${teams.teamName}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(teams.id, exceptId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** How many of `ids` are current employees of the company (RLS hides every other company's). */
export async function countActiveEmployees(tx: Tx, ids: number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(employees)
    .where(and(inArray(employees.id, ids), isNull(employees.archivedAt)));
  return row?.n ?? 0;
}

export async function insertTeam(tx: Tx, companyId: number, v: TeamValues): Promise<number> {
  const [row] = await tx
    .insert(teams)
    .values({ companyId, ...v })
    .returning({ id: teams.id });
  return row!.id;
}

export async function updateTeam(tx: Tx, id: number, v: TeamValues): Promise<void> {
  await tx
    .update(teams)
    .set({ ...v, updatedAt: new Date() })
    .where(eq(teams.id, id));
}

/**
 * Makes `memberIds` the team's current members: they join (leaving any other team) and current
 * members not listed leave. Archived employees keep whatever they had.
 */
export async function setMembers(tx: Tx, id: number, memberIds: number[]): Promise<void> {
  await tx
    .update(employees)
    .set({ teamId: null, updatedAt: new Date() })
    .where(
      and(
        eq(employees.teamId, id),
        isNull(employees.archivedAt),
        memberIds.length ? notInArray(employees.id, memberIds) : undefined,
      ),
    );
  if (memberIds.length === 0) return;
  await tx
    .update(employees)
    .set({ teamId: id, updatedAt: new Date() })
    .where(and(inArray(employees.id, memberIds), isNull(employees.archivedAt)));
}

export async function lockTeams(tx: Tx, ids: number[]) {
  return tx
    .select({ id: teams.id, team_name: teams.teamName })
    .from(teams)
    .where(inArray(teams.id, ids))
    .for('update');
}

/** Deleting a team only dissolves the grouping: its members (archived too) simply have no team. */
export async function deleteTeams(tx: Tx, ids: number[]): Promise<void> {
  await tx
    .update(employees)
    .set({ teamId: null, updatedAt: new Date() })
    .where(inArray(employees.teamId, ids));
  await tx.delete(teams).where(inArray(teams.id, ids));
}

export async function lockTeamWrites(tx: Tx, companyId: number): Promise<void> {
  await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('teams'), ${companyId}::int)`);
}
