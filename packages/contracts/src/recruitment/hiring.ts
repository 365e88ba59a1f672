import { z } from 'zod';
import { calendarDate } from '../platform/dates.ts';
import { defineEndpoint } from '../platform/endpoint.ts';
import { optionalId, rowId } from '../platform/fields.ts';
import { idParamsSchema } from '../platform/params.ts';

/** Hiring a candidate into the organisation (issue 24 "Hire", ADR 67). */
export const HIRING_MESSAGES = {
  hired: 'The candidate was hired and invited to complete their profile',
  notOffered: 'Only a candidate at the offer stage can be hired',
  alreadyHired: 'This candidate has already been hired',
  erased: 'This candidate’s personal data has been erased',
  branchRequired: 'Please select the branch',
  departmentRequired: 'Please select the department',
  designationInvalid: 'Please select a valid designation',
  designationNotFound: 'The selected designation was not found',
  startDateRequired: 'Please enter the start date',
  createEmployeeRequired: 'You are not allowed to create employees',
} as const;

export const HIRING_MESSAGES_FR: { readonly [K in keyof typeof HIRING_MESSAGES]: string } = {
  hired: 'Le candidat a été embauché et invité à compléter son profil',
  notOffered: 'Seul un candidat à l’étape de l’offre peut être embauché',
  alreadyHired: 'Ce candidat a déjà été embauché',
  erased: 'Les données personnelles de ce candidat ont été effacées',
  branchRequired: 'Veuillez choisir l’agence',
  departmentRequired: 'Veuillez choisir le département',
  designationInvalid: 'Veuillez choisir un poste valide',
  designationNotFound: 'Le poste choisi est introuvable',
  startDateRequired: 'Veuillez saisir la date de début',
  createEmployeeRequired: 'Vous n’êtes pas autorisé à créer des employés',
};

const M = HIRING_MESSAGES;

/** POST /hrm/recruitment/job-application/{id}/create-profile: where the new employee starts. */
export const createProfileSchema = z.object({
  branch_id: z.coerce.number({ error: M.branchRequired }).int(M.branchRequired).positive(M.branchRequired),
  department_id: z.coerce
    .number({ error: M.departmentRequired })
    .int(M.departmentRequired)
    .positive(M.departmentRequired),
  designation_id: optionalId(M.designationInvalid),
  start_date: calendarDate(M.startDateRequired),
});
export type CreateProfileValues = z.output<typeof createProfileSchema>;

export const hireResultSchema = z.object({
  application_id: rowId,
  employee_id: rowId,
  email: z.string(),
  /** The requisition behind the posting, its places left and status after this hire; null if none. */
  job_request: z.object({ id: rowId, remaining: z.number().int(), status: z.string() }).nullable(),
});
export type HireResult = z.infer<typeof hireResultSchema>;

export const hiringEndpoints = {
  createProfile: defineEndpoint({
    method: 'POST',
    path: '/hrm/recruitment/job-application/:id/create-profile',
    params: idParamsSchema,
    body: createProfileSchema,
    response: hireResultSchema,
    status: 201,
    description:
      'Creates the employee through the organisation’s invite (the new employee completes /get-started), moves the application to hired and counts down its requisition’s headcount (filled at zero). Needs `create employee` too.',
    permission: 'manage applicant tracking',
    tags: ['recruitment'],
  }),
};
