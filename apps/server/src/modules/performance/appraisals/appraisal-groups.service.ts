import {
  APPRAISAL_MESSAGES as M,
  notificationKind,
  toPaging,
  type AppraisalGroup,
  type AppraisalGroupDetail,
  type AppraisalGroupListQuery,
  type AppraisalGroupValues,
  type ListPage,
} from '@clockroom/contracts';
import { APPRAISAL_MODULE } from '@clockroom/contracts';
import type { AppDeps } from '../../../platform/deps.ts';
import type { Approvals } from '../../../platform/approvals/approvals.ts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { conflict, invalidField, notFound } from '../../../platform/http/errors.ts';
import { audit } from '../../../platform/audit/audit.ts';
import { notify } from '../../../platform/notifications/notifications.service.ts';
import * as settings from './appraisal-settings.repository.ts';
import { canEdit, canEnd, groupStatus } from './appraisal-rules.ts';
import { loadReadContext, scoresOf, summarize } from './appraisal-view.ts';
import * as repo from './appraisals.repository.ts';

type NotifyDeps = Pick<AppDeps, 'mailer' | 'config'>;

/** Appraisal groups (issue 22, ADR 64): created as drafts, initiated (members, notices), ended (results fixed). */

function toGroup(g: repo.GroupRow, members: repo.MemberRow[]): AppraisalGroup {
  const { stored, ...rest } = g;
  return {
    ...rest,
    status: groupStatus(
      stored,
      members.map((m) => m.member),
    ),
    progress: {
      members: members.length,
      self_submitted: members.filter((m) => m.self_submitted_at).length,
      appraiser_submitted: members.filter((m) => m.appraiser_submitted_at).length,
      approved: members.filter((m) => m.member === 'approved').length,
    },
  };
}

async function groupsWithMembers(ctx: SignedInContext, ids?: number[]) {
  const groups = await repo.listGroups(ctx.tx, ctx.companyId, ids);
  const { rows } = groups.length
    ? await repo.listMembers(ctx.tx, ctx.companyId, { groupIds: groups.map((g) => g.id) })
    : { rows: [] };
  return groups.map((g) => ({ g, members: rows.filter((m) => m.group_id === g.id) }));
}

/** The groups, newest first; `status` is the status as read, `search_query` the name. */
export async function listGroups(
  ctx: SignedInContext,
  q: AppraisalGroupListQuery,
): Promise<ListPage<AppraisalGroup>> {
  const p = toPaging(q);
  const all = (await groupsWithMembers(ctx))
    .map(({ g, members }) => toGroup(g, members))
    .filter(
      (g) =>
        (!q.status || g.status === q.status) &&
        (!p.search || g.name.toLowerCase().includes(p.search.toLowerCase())),
    );
  return { results: all.slice(p.offset, p.offset + p.perPage), total: all.length };
}

export async function getGroup(ctx: SignedInContext, id: number): Promise<AppraisalGroupDetail> {
  const [found] = await groupsWithMembers(ctx, [id]);
  if (!found) throw notFound(M.notFound);
  const read = await loadReadContext(ctx.tx, ctx.companyId, found.members);
  return {
    ...toGroup(found.g, found.members),
    appraisals: found.members.map((m) => summarize(read, m, ctx.user.employee.id)),
  };
}

async function checkGroup(ctx: SignedInContext, v: AppraisalGroupValues) {
  const [setting] = await settings.listGeneral(ctx.tx, ctx.companyId, v.general_setting_id);
  if (!setting) throw invalidField('general_setting_id', M.generalNotFound);
  if (!setting.appraisalPeriods.some((p) => p.name === v.period))
    throw invalidField('period', M.periodNotFound);
  if (!(await settings.listScorecards(ctx.tx, ctx.companyId, [v.scorecard_id]))[0])
    throw invalidField('scorecard_id', M.scorecardNotFound);
  const employees = [...new Set(v.employee_ids ?? [])];
  if ((await repo.countRows(ctx.tx, ctx.companyId, 'employees', employees)) !== employees.length)
    throw invalidField('employee_ids', M.employeeNotFound);
  const departments = [...new Set(v.department_ids ?? [])];
  if ((await repo.countRows(ctx.tx, ctx.companyId, 'departments', departments)) !== departments.length)
    throw invalidField('department_ids', M.departmentNotFound);
}

export async function createGroup(ctx: SignedInContext, v: AppraisalGroupValues): Promise<AppraisalGroup> {
  await checkGroup(ctx, v);
  const id = await repo.saveGroup(ctx.tx, ctx.companyId, v);
  const after = await getGroup(ctx, id);
  await audit(ctx, {
    action: 'create',
    entity: 'appraisal',
    entityId: id,
    description: `Created appraisal ${v.name}`,
    after,
  });
  return after;
}

export async function updateGroup(
  ctx: SignedInContext,
  v: AppraisalGroupValues & { id: number },
): Promise<AppraisalGroup> {
  await repo.lockGroups(ctx.tx, ctx.companyId, [v.id]);
  const before = await getGroup(ctx, v.id);
  if (before.status !== 'draft') throw conflict(M.notDraft);
  await checkGroup(ctx, v);
  await repo.saveGroup(ctx.tx, ctx.companyId, v, v.id);
  const after = await getGroup(ctx, v.id);
  await audit(ctx, {
    action: 'update',
    entity: 'appraisal',
    entityId: v.id,
    description: `Updated appraisal ${v.name}`,
    before,
    after,
  });
  return after;
}

async function lockedGroups(ctx: SignedInContext, ids: number[]) {
  const unique = [...new Set(ids)];
  await repo.lockGroups(ctx.tx, ctx.companyId, unique);
  const groups = await repo.listGroups(ctx.tx, ctx.companyId, unique);
  if (groups.length !== unique.length) throw notFound(M.notFound);
  return groups;
}

/** Who appraises each member: HR's setting, else the department head (never themselves). */
async function appraisersFor(ctx: SignedInContext, members: { id: number; head: number | null }[]) {
  const explicit = new Map<number, number>();
  for (const a of await settings.listAppraisers(ctx.tx, ctx.companyId))
    for (const e of a.employee_ids) explicit.set(e, a.appraiser_id);
  return members.map((m) => {
    const chosen = explicit.get(m.id) ?? m.head;
    return {
      id: m.id,
      appraiser: chosen !== null && chosen !== undefined && chosen !== m.id ? chosen : null,
    };
  });
}

/** Draft groups only: each member gets an appraisal and, with their appraiser, a bell notice and a mail. */
export async function initiateGroups(ctx: SignedInContext, deps: NotifyDeps, ids: number[]) {
  const groups = await lockedGroups(ctx, ids);
  if (groups.some((g) => !canEdit(g.stored))) throw conflict(M.notDraft);
  for (const g of groups) {
    const members = await appraisersFor(
      ctx,
      await repo.resolveMembers(ctx.tx, ctx.companyId, g.employee_ids, g.department_ids),
    );
    if (members.length === 0) throw invalidField('appraisal_ids', M.noMembers);
    if (members.some((m) => m.appraiser === null)) throw invalidField('appraisal_ids', M.noAppraiser);
    for (const m of members) await repo.insertMember(ctx.tx, ctx.companyId, g.id, m.id, m.appraiser ?? 0);
    await repo.setGroupStatus(ctx.tx, ctx.companyId, g.id, 'initiated');
    const people = [...new Set(members.flatMap((m) => [m.id, m.appraiser ?? m.id]))];
    await notify(ctx, deps, {
      recipients: { employeeIds: people },
      kind: notificationKind('appraisal', 'opened'),
      params: {
        id: String(g.id),
        subject: {
          code: 'notification_texts.appraisalSubject',
          params: { group: g.name, period: g.period, due_date: g.due_date },
        },
      },
      mail: true,
    });
    await audit(ctx, {
      action: 'initiate',
      entity: 'appraisal',
      entityId: g.id,
      description: `Initiated appraisal ${g.name} for ${members.length} employee(s)`,
      before: { status: 'draft' },
      after: { status: 'initiated', members: members.length },
    });
  }
  return { done: groups.length, ids: groups.map((g) => g.id) };
}

/**
 * Initiated groups only: no more changes; each member's final score and grade are fixed, and an
 * appraisal still with its approvers leaves their inbox.
 */
export async function endGroups(ctx: SignedInContext, approvals: Approvals, ids: number[]) {
  const groups = await lockedGroups(ctx, ids);
  if (groups.some((g) => !canEnd(g.stored))) throw conflict(M.notInitiated);
  const { rows } = await repo.listMembers(ctx.tx, ctx.companyId, { groupIds: groups.map((g) => g.id) });
  const read = await loadReadContext(ctx.tx, ctx.companyId, rows);
  for (const m of rows) {
    const s = scoresOf(read, m);
    if (m.member === 'in_review') await approvals.withdraw(ctx, APPRAISAL_MODULE, m.id);
    await repo.updateMember(ctx.tx, ctx.companyId, m.id, {
      frozen: { score: s.final_score, grade: s.final_grade },
    });
  }
  for (const g of groups) {
    await repo.setGroupStatus(ctx.tx, ctx.companyId, g.id, 'ended');
    await audit(ctx, {
      action: 'end',
      entity: 'appraisal',
      entityId: g.id,
      description: `Ended appraisal ${g.name}`,
      before: { status: 'initiated' },
      after: { status: 'ended' },
    });
  }
  return { done: groups.length, ids: groups.map((g) => g.id) };
}
