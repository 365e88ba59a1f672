import {
  TEAM_MESSAGES as M,
  toPaging,
  type DeletedCount,
  type ListPage,
  type PagingQuery,
  type TeamDetail,
  type TeamInput,
  type TeamRow,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { invalidField, notFound } from '../../../platform/http/errors.ts';
import {
  auditedCreate,
  auditedDeleteMany,
  auditedUpdate,
  type AuditedResource,
} from '../../../platform/audit/audited-writes.ts';
import { registerUniqueConstraint } from '../../../platform/db/unique-violations.ts';
import * as repo from './teams.repository.ts';

// Unique per company, ignoring case: the index decides and the error handler answers (ADR 18).
registerUniqueConstraint('teams_name_key', { field: 'team_name', message: M.nameTaken });

/** Teams span branches (the table has no branch), so the active-branch header does not narrow them. */
export async function listTeams(ctx: SignedInContext, q: PagingQuery): Promise<ListPage<TeamRow>> {
  const paging = toPaging(q);
  return repo.listTeams(ctx.tx, ctx.companyId, paging.search, paging.perPage, paging.offset);
}

export async function getTeam(ctx: SignedInContext, id: number): Promise<TeamDetail> {
  const row = await repo.findTeam(ctx.tx, ctx.companyId, id);
  if (!row) throw notFound(M.notFound);
  return { ...row, members: await repo.teamMembers(ctx.tx, ctx.companyId, id) };
}

const teamEntity = { entity: 'team', name: (row: { team_name: string }) => row.team_name };
const team: AuditedResource<TeamDetail> = { ...teamEntity, find: getTeam };

async function toValues(ctx: SignedInContext, input: TeamInput) {
  // A taken name is refused on write by teams_name_key (registered above).
  const lead = input.lead_employee_id ?? null;
  if (lead !== null && (await repo.countActiveEmployees(ctx.tx, ctx.companyId, [lead])) !== 1)
    throw invalidField('lead_employee_id', M.leadInvalid);
  const members = input.member_ids === undefined ? undefined : [...new Set(input.member_ids)];
  // Another company's id (or an archived employee) is simply not found here: the whole list is refused.
  if (members && (await repo.countActiveEmployees(ctx.tx, ctx.companyId, members)) !== members.length)
    throw invalidField('member_ids', M.membersInvalid);
  return {
    values: { teamName: input.team_name, description: input.description ?? null, leadEmployeeId: lead },
    members,
  };
}

export async function createTeam(ctx: SignedInContext, input: TeamInput): Promise<TeamDetail> {
  return auditedCreate(ctx, team, async () => {
    const { values, members } = await toValues(ctx, input);
    const id = await repo.insertTeam(ctx.tx, ctx.companyId, values);
    if (members?.length) await repo.setMembers(ctx.tx, ctx.companyId, id, members);
    return id;
  });
}

export async function updateTeam(ctx: SignedInContext, id: number, input: TeamInput): Promise<TeamDetail> {
  return auditedUpdate(ctx, team, id, async () => {
    const { values, members } = await toValues(ctx, input);
    await repo.updateTeam(ctx.tx, ctx.companyId, id, values);
    if (members !== undefined) await repo.setMembers(ctx.tx, ctx.companyId, id, members);
  });
}

/** All or nothing, like departments: an id that is not this company's answers 404. */
export async function deleteTeams(ctx: SignedInContext, ids: number[]): Promise<DeletedCount> {
  const unique = [...new Set(ids)];
  const rows = await repo.lockTeams(ctx.tx, ctx.companyId, unique);
  if (rows.length !== unique.length) throw notFound(M.notFound);
  await auditedDeleteMany(ctx, teamEntity, rows, () => repo.deleteTeams(ctx.tx, ctx.companyId, unique));
  return { deleted: unique.length };
}
