import { TEAM_MESSAGES as M, toPaging, type PagingQuery, type TeamInput } from '@clockroom/contracts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { invalidField, notFound } from '../../../platform/http/errors.ts';
import { audit } from '../../../platform/audit/audit.ts';
import * as repo from './teams.repository.ts';

/** Teams span branches (the table has no branch), so the active-branch header does not narrow them. */
export async function listTeams(ctx: SignedInContext, q: PagingQuery) {
  const paging = toPaging(q);
  return repo.listTeams(ctx.tx, paging.search, paging.perPage, paging.offset);
}

export async function getTeam(ctx: SignedInContext, id: number) {
  const row = await repo.findTeam(ctx.tx, id);
  if (!row) throw notFound(M.notFound);
  return { ...row, members: await repo.teamMembers(ctx.tx, id) };
}

async function toValues(ctx: SignedInContext, input: TeamInput, exceptId?: number) {
  if (await repo.teamNameTaken(ctx.tx, input.team_name, exceptId))
    throw invalidField('team_name', M.nameTaken);
  const lead = input.lead_employee_id ?? null;
  if (lead !== null && (await repo.countActiveEmployees(ctx.tx, [lead])) !== 1)
    throw invalidField('lead_employee_id', M.leadInvalid);
  const members = input.member_ids === undefined ? undefined : [...new Set(input.member_ids)];
  // Another company's id (or an archived employee) is simply not found here: the whole list is refused.
  if (members && (await repo.countActiveEmployees(ctx.tx, members)) !== members.length)
    throw invalidField('member_ids', M.membersInvalid);
  return {
    values: { teamName: input.team_name, description: input.description ?? null, leadEmployeeId: lead },
    members,
  };
}

export async function createTeam(ctx: SignedInContext, input: TeamInput) {
  await repo.lockTeamWrites(ctx.tx, ctx.companyId);
  const { values, members } = await toValues(ctx, input);
  const id = await repo.insertTeam(ctx.tx, ctx.companyId, values);
  if (members?.length) await repo.setMembers(ctx.tx, id, members);
  const row = await getTeam(ctx, id);
  await audit(ctx, {
    action: 'create',
    entity: 'team',
    entityId: id,
    description: `Created team ${row.team_name}`,
    after: row,
  });
  return row;
}

export async function updateTeam(ctx: SignedInContext, id: number, input: TeamInput) {
  await repo.lockTeamWrites(ctx.tx, ctx.companyId);
  const before = await getTeam(ctx, id);
  const { values, members } = await toValues(ctx, input, id);
  await repo.updateTeam(ctx.tx, id, values);
  if (members !== undefined) await repo.setMembers(ctx.tx, id, members);
  const after = await getTeam(ctx, id);
  await audit(ctx, {
    action: 'update',
    entity: 'team',
    entityId: id,
    description: `Updated team ${after.team_name}`,
    before,
    after,
  });
  return after;
}

/** All or nothing, like departments: an id that is not this company's answers 404. */
export async function deleteTeams(ctx: SignedInContext, ids: number[]) {
  const unique = [...new Set(ids)];
  await repo.lockTeamWrites(ctx.tx, ctx.companyId);
  const rows = await repo.lockTeams(ctx.tx, unique);
  if (rows.length !== unique.length) throw notFound(M.notFound);
  await repo.deleteTeams(ctx.tx, unique);
  for (const row of rows) {
    await audit(ctx, {
      action: 'delete',
      entity: 'team',
      entityId: row.id,
      description: `Deleted team ${row.team_name}`,
      before: row,
    });
  }
  return { deleted: unique.length };
}
