import {
  TRAINING_MESSAGES as M,
  hasPermission,
  toPaging,
  type Enrolment,
  type EnrolmentValues,
  type ListPage,
  type MyTraining,
  type PagingQuery,
  type Training,
  type TrainingListQuery,
  type TrainingSummary,
  type TrainingValues,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { invalidField, notFound } from '../../../platform/http/errors.ts';
import { orNotFound } from '../../../platform/http/company-rows.ts';
import { audit } from '../../../platform/audit/audit.ts';
import {
  auditedCreate,
  auditedDelete,
  auditedUpdate,
  type AuditedResource,
} from '../../../platform/audit/audited-writes.ts';
import { effectiveCapacity, enrolmentScore, withinCapacity } from './training-rules.ts';
import { readSettings } from './training-settings.service.ts';
import * as repo from './trainings.repository.ts';

const HR = 'view trainings';

const publicEnrolment = ({ training_id: _t, file_id: _f, ...e }: repo.EnrolmentRow): Enrolment => e;

export function listTrainings(
  ctx: SignedInContext,
  q: TrainingListQuery,
): Promise<ListPage<TrainingSummary>> {
  const p = toPaging(q);
  const filter = { search: p.search, categoryId: q.category_id ?? undefined };
  return repo.listTrainings(ctx.tx, ctx.companyId, filter, p.perPage, p.offset);
}

/** My trainings (ESS): each with my own enrolment. */
export async function myTrainings(ctx: SignedInContext, q: PagingQuery): Promise<ListPage<MyTraining>> {
  const p = toPaging(q);
  const me = ctx.user.employee.id;
  const { results: rows, total } = await repo.listTrainings(
    ctx.tx,
    ctx.companyId,
    { search: p.search, categoryId: undefined, employeeId: me },
    p.perPage,
    p.offset,
  );
  const mine = (
    await repo.listEnrolments(
      ctx.tx,
      ctx.companyId,
      rows.map((r) => r.id),
    )
  ).filter((e) => e.employee_id === me);
  const results = rows.flatMap((t) => {
    const e = mine.find((x) => x.training_id === t.id);
    return e ? [{ ...t, enrolment: publicEnrolment(e) }] : [];
  });
  return { results, total };
}

/** The training with every enrolment, for HR; an enrolled employee sees their own only; else 404. */
export async function getTraining(ctx: SignedInContext, id: number, lock = false): Promise<Training> {
  const t = orNotFound(await repo.findTraining(ctx.tx, ctx.companyId, id, lock), M.notFound);
  const all = await repo.listEnrolments(ctx.tx, ctx.companyId, [id]);
  const seen = hasPermission(ctx.user, HR) ? all : all.filter((e) => e.employee_id === ctx.user.employee.id);
  if (seen.length === 0 && !hasPermission(ctx.user, HR)) throw notFound(M.notFound);
  return { ...t, employee_ids: seen.map((e) => e.employee_id), enrolments: seen.map(publicEnrolment) };
}

const training: AuditedResource<Training> = {
  entity: 'training',
  name: (row) => row.title,
  find: (ctx, id) => getTraining(ctx, id),
};

async function checkValues(ctx: SignedInContext, v: TrainingValues, capacity: number | null) {
  if (v.category_id && !(await repo.categoryExists(ctx.tx, ctx.companyId, v.category_id)))
    throw invalidField('category_id', M.categoryInvalid);
  const ids = [...new Set(v.employee_ids ?? [])];
  if ((await repo.existingEmployees(ctx.tx, ctx.companyId, ids)).length !== ids.length)
    throw invalidField('employee_ids', M.employeeNotFound);
  if (!withinCapacity(capacity, ids.length)) throw invalidField('employee_ids', M.capacityExceeded);
  return ids;
}

export async function createTraining(ctx: SignedInContext, v: TrainingValues): Promise<Training> {
  const settings = await readSettings(ctx);
  const capacity = effectiveCapacity(v.capacity, settings.default_capacity);
  const ids = await checkValues(ctx, v, capacity);
  return auditedCreate(ctx, training, async () => {
    const id = await repo.insertTraining(ctx.tx, ctx.companyId, v, capacity);
    await repo.setEnrolled(ctx.tx, ctx.companyId, id, ids);
    return id;
  });
}

/** The whole training; `employee_ids` absent keeps the enrolments as they are. */
export async function updateTraining(ctx: SignedInContext, id: number, v: TrainingValues): Promise<Training> {
  return auditedUpdate(ctx, training, id, async (before) => {
    await repo.findTraining(ctx.tx, ctx.companyId, id, true);
    const capacity = v.capacity ?? null;
    const ids = await checkValues(
      ctx,
      { ...v, employee_ids: v.employee_ids ?? before.employee_ids },
      capacity,
    );
    await repo.updateTraining(ctx.tx, ctx.companyId, id, v);
    await repo.setEnrolled(ctx.tx, ctx.companyId, id, ids);
  });
}

export function deleteTraining(ctx: SignedInContext, id: number): Promise<void> {
  return auditedDelete(ctx, training, id, () => repo.deleteTraining(ctx.tx, ctx.companyId, id));
}

/** Attendance and completion of one enrolled employee (404 when not enrolled). */
export async function updateEnrolment(
  ctx: SignedInContext,
  id: number,
  v: EnrolmentValues,
): Promise<Enrolment> {
  const t = await getTraining(ctx, id);
  const e = await repo.findEnrolmentOf(ctx.tx, ctx.companyId, id, v.employee_id);
  if (!e) throw invalidField('employee_id', M.enrolmentNotFound);
  const score = enrolmentScore(v.status, v.score);
  await repo.setEnrolment(ctx.tx, ctx.companyId, e.id, { status: v.status, score });
  await audit(ctx, {
    action: 'update-enrolment',
    entity: 'training',
    entityId: id,
    description: `Marked ${e.employee_name} ${v.status}${score === null ? '' : ` (${score})`} on training ${t.title}`,
    before: { status: e.status, score: e.score },
    after: { status: v.status, score },
  });
  const after = await repo.findEnrolment(ctx.tx, ctx.companyId, e.id);
  if (!after) throw notFound(M.enrolmentNotFound);
  return publicEnrolment(after);
}
