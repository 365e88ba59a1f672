import { z } from 'zod';
import { calendarDate } from '../../platform/dates.ts';
import { idArray, optionalText, requiredName, rowId } from '../../platform/fields.ts';
import { APPRAISAL_MESSAGES as M } from './appraisals-messages.ts';

/** The appraisal settings (issue 22 "Shapes … decided here", ADR 64): periods, grades, scorecards, appraisers. */

const whole = (min: number, max: number, message: string) =>
  z.coerce.number({ error: message }).int(message).min(min, message).max(max, message);

export const appraisalPeriodSchema = z
  .object({
    name: requiredName(M.periodNameRequired, M.nameTooLong),
    start_date: calendarDate(M.periodStartRequired),
    end_date: calendarDate(M.periodEndRequired),
  })
  .superRefine((p, ctx) => {
    if (p.end_date < p.start_date)
      ctx.addIssue({ code: 'custom', path: ['end_date'], message: M.periodEndBeforeStart });
  });
export type AppraisalPeriod = z.infer<typeof appraisalPeriodSchema>;

/** POST /settings/general and PUT /settings/general/{id}: the whole setting each time. */
export const appraisalGeneralInputSchema = z
  .object({
    name: requiredName(M.nameRequired, M.nameTooLong),
    year: whole(2000, 2100, M.yearInvalid),
    appraisalPeriods: z
      .array(appraisalPeriodSchema, { error: M.periodsRequired })
      .min(1, M.periodsRequired)
      .max(24),
    self_appraisal_weight: whole(0, 100, M.weightInvalid),
    appraiser_weight: whole(0, 100, M.weightInvalid),
  })
  .superRefine((v, ctx) => {
    if (v.self_appraisal_weight + v.appraiser_weight !== 100)
      ctx.addIssue({ code: 'custom', path: ['appraiser_weight'], message: M.weightsNotHundred });
    const sorted = v.appraisalPeriods
      .map((p, i) => ({ ...p, i }))
      .sort((a, b) => (a.start_date < b.start_date ? -1 : 1));
    const names = new Set<string>();
    sorted.forEach((p, k) => {
      const year = String(v.year);
      if (p.start_date.slice(0, 4) !== year || p.end_date.slice(0, 4) !== year)
        ctx.addIssue({
          code: 'custom',
          path: ['appraisalPeriods', p.i, 'start_date'],
          message: M.periodOutsideYear,
        });
      const prev = sorted[k - 1];
      if (prev && prev.end_date >= p.start_date)
        ctx.addIssue({
          code: 'custom',
          path: ['appraisalPeriods', p.i, 'start_date'],
          message: M.periodsOverlap,
        });
      const key = p.name.toLowerCase();
      if (names.has(key))
        ctx.addIssue({ code: 'custom', path: ['appraisalPeriods', p.i, 'name'], message: M.periodNameTaken });
      names.add(key);
    });
  });
export type AppraisalGeneralInput = z.input<typeof appraisalGeneralInputSchema>;
export type AppraisalGeneralValues = z.output<typeof appraisalGeneralInputSchema>;

export const appraisalGeneralSchema = z.object({
  id: rowId,
  name: z.string(),
  year: z.number().int(),
  appraisalPeriods: z.array(z.object({ name: z.string(), start_date: z.string(), end_date: z.string() })),
  self_appraisal_weight: z.number().int(),
  appraiser_weight: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type AppraisalGeneral = z.infer<typeof appraisalGeneralSchema>;

/** POST /settings/grades and PUT /settings/grades/{id} (the id may also be in the body). */
export const appraisalGradeInputSchema = z
  .object({
    id: z.coerce.number().int().positive().max(Number.MAX_SAFE_INTEGER).optional().catch(undefined),
    name: requiredName(M.nameRequired, M.nameTooLong),
    min_score: whole(0, 100, M.scoreBoundInvalid),
    max_score: whole(0, 100, M.scoreBoundInvalid),
    description: optionalText(1000, M.textTooLong),
  })
  .superRefine((v, ctx) => {
    if (v.max_score < v.min_score)
      ctx.addIssue({ code: 'custom', path: ['max_score'], message: M.maxBelowMin });
  });
export type AppraisalGradeInput = z.input<typeof appraisalGradeInputSchema>;
export type AppraisalGradeValues = z.output<typeof appraisalGradeInputSchema>;

export const appraisalGradeSchema = z.object({
  id: rowId,
  name: z.string(),
  min_score: z.number().int(),
  max_score: z.number().int(),
  description: z.string().nullable(),
});
export type AppraisalGrade = z.infer<typeof appraisalGradeSchema>;

const kpiInputSchema = z.object({
  name: requiredName(M.nameRequired, M.nameTooLong),
  description: optionalText(1000, M.textTooLong),
  weight: whole(0, 100, M.weightInvalid),
  target: optionalText(250, M.textTooLong),
});
const sectionInputSchema = z.object({
  name: requiredName(M.nameRequired, M.nameTooLong),
  weight: whole(0, 100, M.weightInvalid),
  kpis: z.array(kpiInputSchema, { error: M.kpisRequired }).min(1, M.kpisRequired).max(30, M.kpisTooMany),
});
const ratingScaleSchema = z.object({
  min: whole(0, 100, M.scaleInvalid),
  max: whole(0, 100, M.scaleInvalid),
  labels: z
    .record(z.string(), z.string().trim().min(1, M.scaleLabelInvalid).max(150, M.nameTooLong))
    .default({}),
});

const sum = (xs: { weight: number }[]) => xs.reduce((s, x) => s + x.weight, 0);

/** POST /settings/scorecards and PUT /settings/scorecards/{id}: the whole scorecard each time. */
export const scorecardInputSchema = z
  .object({
    name: requiredName(M.nameRequired, M.nameTooLong),
    sections: z
      .array(sectionInputSchema, { error: M.sectionsRequired })
      .min(1, M.sectionsRequired)
      .max(20, M.sectionsTooMany),
    rating_scale: ratingScaleSchema,
  })
  .superRefine((v, ctx) => {
    if (sum(v.sections) !== 100)
      ctx.addIssue({ code: 'custom', path: ['sections'], message: M.sectionWeightsNotHundred });
    v.sections.forEach((s, i) => {
      if (sum(s.kpis) !== 100)
        ctx.addIssue({ code: 'custom', path: ['sections', i, 'kpis'], message: M.kpiWeightsNotHundred });
    });
    const { min, max, labels } = v.rating_scale;
    if (max <= min) ctx.addIssue({ code: 'custom', path: ['rating_scale', 'max'], message: M.scaleInvalid });
    for (const point of Object.keys(labels))
      if (!/^\d+$/.test(point) || Number(point) < min || Number(point) > max)
        ctx.addIssue({ code: 'custom', path: ['rating_scale', 'labels'], message: M.scaleLabelInvalid });
  });
export type ScorecardInput = z.input<typeof scorecardInputSchema>;
export type ScorecardValues = z.output<typeof scorecardInputSchema>;

export const scorecardKpiSchema = z.object({
  /** The KPI's id within its scorecard (1, 2, …): the `kpi_id` ratings name. */
  id: rowId,
  name: z.string(),
  description: z.string().nullable(),
  weight: z.number().int(),
  target: z.string().nullable(),
});
export type ScorecardKpi = z.infer<typeof scorecardKpiSchema>;
export const scorecardSectionSchema = z.object({
  name: z.string(),
  weight: z.number().int(),
  kpis: z.array(scorecardKpiSchema),
});
export const scorecardSchema = z.object({
  id: rowId,
  name: z.string(),
  sections: z.array(scorecardSectionSchema),
  rating_scale: z.object({
    min: z.number().int(),
    max: z.number().int(),
    labels: z.record(z.string(), z.string()),
  }),
  /** Used by an initiated (or later) group: PUT answers 409. */
  locked: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Scorecard = z.infer<typeof scorecardSchema>;

/** POST /settings/appraisers and PUT /settings/appraisers/{id}. */
export const appraiserInputSchema = z
  .object({
    appraiser_id: z.coerce
      .number({ error: M.appraiserRequired })
      .int(M.appraiserRequired)
      .positive(M.appraiserRequired)
      .max(Number.MAX_SAFE_INTEGER, M.appraiserRequired),
    employee_ids: idArray(M.employeesInvalid, 1),
  })
  .superRefine((v, ctx) => {
    if (v.employee_ids.includes(v.appraiser_id))
      ctx.addIssue({ code: 'custom', path: ['employee_ids'], message: M.appraiserIsEmployee });
  });
export type AppraiserInput = z.input<typeof appraiserInputSchema>;
export type AppraiserValues = z.output<typeof appraiserInputSchema>;

export const appraiserSettingSchema = z.object({
  id: rowId,
  appraiser_id: rowId,
  appraiser_name: z.string(),
  employee_ids: z.array(rowId),
  employees: z.array(z.object({ id: rowId, name: z.string() })),
});
export type AppraiserSetting = z.infer<typeof appraiserSettingSchema>;

/** GET /settings/appraisers: the explicit settings and the default rule for everyone else. */
export const appraiserSettingsListSchema = z.object({
  results: z.array(appraiserSettingSchema),
  total: z.number().int(),
  default_rule: z.literal('line_manager'),
});
