import { z } from 'zod';
import { pagingQuerySchema } from '../../platform/envelope.ts';
import { calendarDate } from '../../platform/dates.ts';
import {
  idArray,
  optionalId,
  optionalLink,
  optionalText,
  requiredName,
  rowCount,
  rowId,
} from '../../platform/fields.ts';
import { TRAINING_MESSAGES as M } from './trainings-messages.ts';

/** Trainings (issue 23 "Training", ADR 62): general trainings, their enrolments and settings. */

export const ENROLMENT_STATUSES = ['enrolled', 'completed', 'no_show'] as const;
export type EnrolmentStatus = (typeof ENROLMENT_STATUSES)[number];

const int = (min: number, max: number, message: string) =>
  z.preprocess(
    (v) => (v === '' || v === undefined ? null : v),
    z.coerce.number({ error: message }).int(message).min(min, message).max(max, message).nullable(),
  );

const link = optionalLink(M.linkInvalid);

/**
 * POST and PUT /hrm/trainings: the whole training each time. `employee_ids` are the enrolled
 * employees (new ones are enrolled, absent ones leave); more than `capacity` is a 422.
 */
export const trainingInputSchema = z
  .object({
    title: requiredName(M.titleRequired, M.titleTooLong),
    description: optionalText(1000, M.textTooLong),
    provider: optionalText(150, M.textTooLong),
    category_id: optionalId(M.categoryInvalid),
    starts_on: calendarDate(M.startsOnRequired),
    ends_on: calendarDate(M.endsOnRequired),
    location: optionalText(250, M.textTooLong),
    link,
    capacity: int(1, 10000, M.capacityInvalid).optional(),
    employee_ids: idArray(M.employeesInvalid).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.ends_on < v.starts_on)
      ctx.addIssue({ code: 'custom', path: ['ends_on'], message: M.endsBeforeStart });
  });
export type TrainingInput = z.input<typeof trainingInputSchema>;
export type TrainingValues = z.output<typeof trainingInputSchema>;

export const certificateSchema = z.object({ file_name: z.string(), mime_type: z.string() });

export const enrolmentSchema = z.object({
  id: rowId,
  employee_id: rowId,
  employee_name: z.string(),
  status: z.enum(ENROLMENT_STATUSES),
  score: z.number().int().nullable(),
  certificate: certificateSchema.nullable(),
});
export type Enrolment = z.infer<typeof enrolmentSchema>;

export const trainingSummarySchema = z.object({
  id: rowId,
  title: z.string(),
  description: z.string().nullable(),
  provider: z.string().nullable(),
  category_id: rowId.nullable(),
  category_name: z.string().nullable(),
  starts_on: z.string(),
  ends_on: z.string(),
  location: z.string().nullable(),
  link: z.string().nullable(),
  capacity: z.number().int().nullable(),
  enrolled_count: rowCount,
  completed_count: rowCount,
  created_at: z.string(),
  updated_at: z.string(),
});
export type TrainingSummary = z.infer<typeof trainingSummarySchema>;

/** GET /hrm/trainings/{id}: the training with its enrolments and their ids. */
export const trainingSchema = trainingSummarySchema.extend({
  employee_ids: z.array(rowId),
  enrolments: z.array(enrolmentSchema),
});
export type Training = z.infer<typeof trainingSchema>;

/** The list: paging, `search_query` on title or provider, an optional `category_id`. */
export const trainingListQuerySchema = pagingQuerySchema.extend({
  category_id: optionalId(M.categoryInvalid).catch(undefined),
});
export type TrainingListQuery = z.infer<typeof trainingListQuerySchema>;

/** PUT /hrm/trainings/{id}/enrolments: attendance and completion of one enrolled employee. */
export const enrolmentInputSchema = z
  .object({
    employee_id: z.coerce
      .number({ error: M.employeeRequired })
      .int(M.employeeRequired)
      .positive(M.employeeRequired),
    status: z.enum(ENROLMENT_STATUSES, { error: M.statusInvalid }),
    score: int(0, 100, M.scoreInvalid).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.status !== 'completed' && v.score !== null && v.score !== undefined)
      ctx.addIssue({ code: 'custom', path: ['score'], message: M.scoreOnlyWhenCompleted });
  });
export type EnrolmentInput = z.input<typeof enrolmentInputSchema>;
export type EnrolmentValues = z.output<typeof enrolmentInputSchema>;

/** My trainings (ESS): each training I am enrolled on, with my enrolment. */
export const myTrainingSchema = trainingSummarySchema.extend({ enrolment: enrolmentSchema });
export type MyTraining = z.infer<typeof myTrainingSchema>;

/** The multipart field carrying an enrolment's certificate. */
export const TRAINING_CERTIFICATE_FIELD = 'certificate';
export const TRAINING_CERTIFICATE_MAX_BYTES = 5 * 1024 * 1024;

// ----- Settings -----

export const trainingCategoryInputSchema = z.object({
  name: requiredName(M.categoryNameRequired, M.categoryNameTooLong),
  description: optionalText(1000, M.textTooLong),
});
export type TrainingCategoryInput = z.input<typeof trainingCategoryInputSchema>;
export type TrainingCategoryValues = z.output<typeof trainingCategoryInputSchema>;

export const trainingCategorySchema = z.object({
  id: rowId,
  name: z.string(),
  description: z.string().nullable(),
  trainings_count: rowCount,
});
export type TrainingCategory = z.infer<typeof trainingCategorySchema>;

/** The company's training defaults (ADR 62). */
export const trainingSettingsInputSchema = z.object({
  default_capacity: int(1, 10000, M.capacityInvalid).optional(),
  review_reminder_days: z.coerce
    .number({ error: M.reminderDaysInvalid })
    .int(M.reminderDaysInvalid)
    .min(1, M.reminderDaysInvalid)
    .max(60, M.reminderDaysInvalid),
});
export type TrainingSettingsInput = z.input<typeof trainingSettingsInputSchema>;
export type TrainingSettingsValues = z.output<typeof trainingSettingsInputSchema>;

export const trainingSettingsSchema = z.object({
  default_capacity: z.number().int().nullable(),
  review_reminder_days: z.number().int(),
});
export type TrainingSettings = z.infer<typeof trainingSettingsSchema>;
