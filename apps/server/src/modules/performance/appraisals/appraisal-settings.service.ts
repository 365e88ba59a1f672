import {
  APPRAISAL_MESSAGES as M,
  type AppraisalGeneral,
  type AppraisalGeneralValues,
  type AppraisalGrade,
  type AppraisalGradeValues,
  type AppraiserSetting,
  type AppraiserValues,
  type Scorecard,
  type ScorecardValues,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { conflict, invalidField } from '../../../platform/http/errors.ts';
import { orNotFound } from '../../../platform/http/company-rows.ts';
import {
  auditedCreate,
  auditedDelete,
  auditedUpdate,
  namedResource,
  type AuditedResource,
} from '../../../platform/audit/audited-writes.ts';
import * as repo from './appraisal-settings.repository.ts';

/** The appraisal settings (issue 22, ADR 64): every write audited, every id the company's (else 404). */

const general = namedResource<AppraisalGeneral>('appraisal setting', async (ctx, id) =>
  orNotFound((await repo.listGeneral(ctx.tx, ctx.companyId, id))[0], M.generalNotFound),
);
export const listGeneral = (ctx: SignedInContext) => repo.listGeneral(ctx.tx, ctx.companyId);
export const createGeneral = (ctx: SignedInContext, v: AppraisalGeneralValues) =>
  auditedCreate(ctx, general, () => repo.saveGeneral(ctx.tx, ctx.companyId, v));
export const updateGeneral = (ctx: SignedInContext, id: number, v: AppraisalGeneralValues) =>
  auditedUpdate(ctx, general, id, async () => {
    await repo.saveGeneral(ctx.tx, ctx.companyId, v, id);
  });
export const deleteGeneral = (ctx: SignedInContext, id: number) =>
  auditedDelete(ctx, general, id, async () => {
    if ((await repo.groupsUsing(ctx.tx, ctx.companyId, 'setting_id', id)) > 0) throw conflict(M.generalInUse);
    await repo.deleteRow(ctx.tx, ctx.companyId, 'appraisal_settings', id);
  });

const grade = namedResource<AppraisalGrade>('appraisal grade', async (ctx, id) =>
  orNotFound(
    (await repo.listGrades(ctx.tx, ctx.companyId)).find((g) => g.id === id),
    M.gradeNotFound,
  ),
);
export const listGrades = (ctx: SignedInContext) => repo.listGrades(ctx.tx, ctx.companyId);

/** Bands may not overlap (inclusive bounds) nor share a name. */
async function checkGrade(ctx: SignedInContext, v: AppraisalGradeValues, id?: number) {
  const others = (await repo.listGrades(ctx.tx, ctx.companyId)).filter((g) => g.id !== id);
  if (others.some((g) => g.name.toLowerCase() === v.name.toLowerCase()))
    throw invalidField('name', M.gradeNameTaken);
  if (others.some((g) => g.min_score <= v.max_score && v.min_score <= g.max_score))
    throw invalidField('min_score', M.gradesOverlap);
}
export async function createGrade(ctx: SignedInContext, v: AppraisalGradeValues) {
  await checkGrade(ctx, v);
  return auditedCreate(ctx, grade, () => repo.saveGrade(ctx.tx, ctx.companyId, v));
}
export async function updateGrade(ctx: SignedInContext, id: number, v: AppraisalGradeValues) {
  await grade.find(ctx, id);
  if (v.id !== undefined && v.id !== id) throw invalidField('id', M.gradeIdMismatch);
  await checkGrade(ctx, v, id);
  return auditedUpdate(ctx, grade, id, async () => {
    await repo.saveGrade(ctx.tx, ctx.companyId, v, id);
  });
}
export const deleteGrade = (ctx: SignedInContext, id: number) =>
  auditedDelete(ctx, grade, id, () => repo.deleteRow(ctx.tx, ctx.companyId, 'appraisal_grades', id));

const scorecard = namedResource<Scorecard>('scorecard', async (ctx, id) =>
  orNotFound((await repo.listScorecards(ctx.tx, ctx.companyId, [id]))[0], M.scorecardNotFound),
);
export const listScorecards = (ctx: SignedInContext) => repo.listScorecards(ctx.tx, ctx.companyId);
export const getScorecard = (ctx: SignedInContext, id: number) => scorecard.find(ctx, id);
export const createScorecard = (ctx: SignedInContext, v: ScorecardValues) =>
  auditedCreate(ctx, scorecard, () => repo.saveScorecard(ctx.tx, ctx.companyId, v));
export const updateScorecard = (ctx: SignedInContext, id: number, v: ScorecardValues) =>
  auditedUpdate(ctx, scorecard, id, async (before) => {
    if (before.locked) throw conflict(M.scorecardLocked);
    await repo.saveScorecard(ctx.tx, ctx.companyId, v, id);
  });
export const deleteScorecard = (ctx: SignedInContext, id: number) =>
  auditedDelete(ctx, scorecard, id, async () => {
    if ((await repo.groupsUsing(ctx.tx, ctx.companyId, 'scorecard_id', id)) > 0)
      throw conflict(M.scorecardInUse);
    await repo.deleteRow(ctx.tx, ctx.companyId, 'appraisal_scorecards', id);
  });

const appraiser: AuditedResource<AppraiserSetting> = {
  entity: 'appraiser',
  name: (r) => r.appraiser_name,
  find: async (ctx, id) =>
    orNotFound((await repo.listAppraisers(ctx.tx, ctx.companyId, id))[0], M.appraiserNotFound),
};
export const listAppraisers = (ctx: SignedInContext) => repo.listAppraisers(ctx.tx, ctx.companyId);

/** The people exist, and nobody has two appraisers. */
async function checkAppraiser(ctx: SignedInContext, v: AppraiserValues, id?: number) {
  if ((await repo.countEmployees(ctx.tx, ctx.companyId, [v.appraiser_id])) !== 1)
    throw invalidField('appraiser_id', M.employeeNotFound);
  const ids = [...new Set(v.employee_ids)];
  if ((await repo.countEmployees(ctx.tx, ctx.companyId, ids)) !== ids.length)
    throw invalidField('employee_ids', M.employeeNotFound);
  const taken = new Set(
    (await repo.listAppraisers(ctx.tx, ctx.companyId))
      .filter((a) => a.id !== id)
      .flatMap((a) => a.employee_ids),
  );
  if (ids.some((e) => taken.has(e))) throw invalidField('employee_ids', M.employeeHasAppraiser);
}
export async function createAppraiser(ctx: SignedInContext, v: AppraiserValues) {
  await checkAppraiser(ctx, v);
  return auditedCreate(ctx, appraiser, () => repo.saveAppraiser(ctx.tx, ctx.companyId, v));
}
export async function updateAppraiser(ctx: SignedInContext, id: number, v: AppraiserValues) {
  await appraiser.find(ctx, id);
  await checkAppraiser(ctx, v, id);
  return auditedUpdate(ctx, appraiser, id, async () => {
    await repo.saveAppraiser(ctx.tx, ctx.companyId, v, id);
  });
}
export const deleteAppraiser = (ctx: SignedInContext, id: number) =>
  auditedDelete(ctx, appraiser, id, () => repo.deleteRow(ctx.tx, ctx.companyId, 'appraisal_appraisers', id));
