import { z } from 'zod';
import { optionalCalendarDate } from '../platform/dates.ts';
import { defineEndpoint } from '../platform/endpoint.ts';
import { rowId } from '../platform/fields.ts';
import { APPLICATION_SOURCES, APPLICATION_STATUSES } from './applications.ts';

/** The recruitment dashboard (issue 24, ADR 67): open roles, the funnel, time-to-hire and sources. */
export const RECRUITMENT_DASHBOARD_MESSAGES = {
  loaded: 'Recruitment dashboard fetched successfully',
  dateInvalid: 'Please enter a valid date',
  fromAfterTo: 'The start date cannot be after the end date',
} as const;

export const RECRUITMENT_DASHBOARD_MESSAGES_FR: {
  readonly [K in keyof typeof RECRUITMENT_DASHBOARD_MESSAGES]: string;
} = {
  loaded: 'Tableau de bord du recrutement récupéré avec succès',
  dateInvalid: 'Veuillez saisir une date valide',
  fromAfterTo: 'La date de début ne peut pas être après la date de fin',
};

/** `from` and `to` bound the day applied (default: the last 90 days up to today). */
export const recruitmentDashboardQuerySchema = z.object({
  from: optionalCalendarDate(RECRUITMENT_DASHBOARD_MESSAGES.dateInvalid),
  to: optionalCalendarDate(RECRUITMENT_DASHBOARD_MESSAGES.dateInvalid),
});

export const recruitmentDashboardSchema = z.object({
  from: z.string(),
  to: z.string(),
  open_roles: z.object({
    /** Published postings open to applications today. */
    postings: z.number().int(),
    /** Places still to fill on approved requisitions. */
    positions: z.number().int(),
    roles: z.array(
      z.object({
        id: rowId,
        title: z.string(),
        applications: z.number().int(),
        closing_date: z.string().nullable(),
      }),
    ),
  }),
  /** Applications of the period by the stage they are at now, in pipeline order. */
  funnel: z.array(z.object({ status: z.enum(APPLICATION_STATUSES), count: z.number().int() })),
  /** Days from applying to being hired, for the hires of the period. */
  time_to_hire: z.object({
    hires: z.number().int(),
    average_days: z.number().nullable(),
    median_days: z.number().nullable(),
  }),
  by_source: z.array(
    z.object({ source: z.enum(APPLICATION_SOURCES), count: z.number().int(), hired: z.number().int() }),
  ),
  upcoming_interviews: z.number().int(),
});
export type RecruitmentDashboard = z.infer<typeof recruitmentDashboardSchema>;

export const recruitmentDashboardEndpoints = {
  get: defineEndpoint({
    method: 'GET',
    path: '/hrm/recruitment/dashboard',
    query: recruitmentDashboardQuerySchema,
    response: recruitmentDashboardSchema,
    permission: 'view applicant tracking',
    tags: ['recruitment'],
  }),
};
