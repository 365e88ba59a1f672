import { z } from 'zod';
import { defineEndpoint } from '../../platform/endpoint.ts';
import { recordEndpoints } from '../../platform/record-endpoints.ts';
import { listPage } from '../../platform/envelope.ts';
import { pagingQuerySchema } from '../../platform/envelope.ts';
import { idParamsSchema } from '../../platform/params.ts';
import {
  enrolmentInputSchema,
  enrolmentSchema,
  myTrainingSchema,
  trainingCategoryInputSchema,
  trainingCategorySchema,
  trainingInputSchema,
  trainingListQuerySchema,
  trainingSchema,
  trainingSettingsInputSchema,
  trainingSettingsSchema,
  trainingSummarySchema,
} from './trainings.ts';

const BASE = '/hrm/trainings';
const SETTINGS = '/hrm/trainings/settings';
const tags = ['performance'] as const;

/**
 * Trainings (issue 23 "Training": no calls in the spec, so the shapes under /hrm/trainings;
 * ADR 62). An employee reads their own trainings (mine) and, enrolled, the training itself.
 */
export const trainingEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: BASE,
    query: trainingListQuerySchema,
    response: listPage(trainingSummarySchema),
    permission: 'view trainings',
    tags,
  }),
  mine: defineEndpoint({
    method: 'GET',
    path: `${BASE}/mine`,
    query: pagingQuerySchema,
    response: listPage(myTrainingSchema),
    description: 'The trainings the signed-in employee is enrolled on, with their enrolment.',
    permission: 'signed-in',
    tags,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: BASE,
    body: trainingInputSchema,
    response: trainingSchema,
    status: 201,
    permission: 'create training',
    tags,
  }),
  ...recordEndpoints({
    path: BASE,
    body: trainingInputSchema,
    response: trainingSchema,
    permission: { get: 'signed-in', update: 'edit training', delete: 'delete training' },
    description: {
      get: 'With `view trainings`, or as an enrolled employee (who then sees only their enrolment).',
    },
    tags,
  }),
  enrolment: defineEndpoint({
    method: 'PUT',
    path: `${BASE}/:id/enrolments`,
    params: idParamsSchema,
    body: enrolmentInputSchema,
    response: enrolmentSchema,
    description:
      'Attendance and completion of one enrolled employee: enrolled, completed (with a score) or no_show.',
    permission: 'edit training',
    tags,
  }),
  /** Multipart: the `certificate` file (PDF, JPG or PNG, at most 5 MB) of one enrolment, by its id. */
  uploadCertificate: defineEndpoint({
    method: 'POST',
    path: `${BASE}/enrolments/:id/certificate`,
    params: idParamsSchema,
    upload: true,
    response: enrolmentSchema,
    status: 201,
    permission: 'edit training',
    tags,
  }),
  certificate: defineEndpoint({
    method: 'GET',
    path: `${BASE}/enrolments/:id/certificate`,
    params: idParamsSchema,
    answer: 'file',
    description: 'The certificate as uploaded: to `view trainings`, or to the enrolled employee.',
    permission: 'signed-in',
    tags,
  }),
};

/** Training settings (ADR 62): training categories and the company's defaults. */
export const trainingSettingsEndpoints = {
  categories: defineEndpoint({
    method: 'GET',
    path: `${SETTINGS}/categories`,
    query: pagingQuerySchema,
    response: listPage(trainingCategorySchema),
    permission: 'view trainings',
    tags,
  }),
  createCategory: defineEndpoint({
    method: 'POST',
    path: `${SETTINGS}/categories`,
    body: trainingCategoryInputSchema,
    response: trainingCategorySchema,
    status: 201,
    permission: 'manage training settings',
    tags,
  }),
  category: defineEndpoint({
    method: 'GET',
    path: `${SETTINGS}/categories/:id`,
    params: idParamsSchema,
    response: trainingCategorySchema,
    permission: 'view trainings',
    tags,
  }),
  updateCategory: defineEndpoint({
    method: 'PUT',
    path: `${SETTINGS}/categories/:id`,
    params: idParamsSchema,
    body: trainingCategoryInputSchema,
    response: trainingCategorySchema,
    permission: 'manage training settings',
    tags,
  }),
  deleteCategory: defineEndpoint({
    method: 'DELETE',
    path: `${SETTINGS}/categories/:id`,
    params: idParamsSchema,
    response: z.null(),
    permission: 'manage training settings',
    tags,
  }),
  general: defineEndpoint({
    method: 'GET',
    path: `${SETTINGS}/general`,
    response: trainingSettingsSchema,
    permission: 'view trainings',
    tags,
  }),
  saveGeneral: defineEndpoint({
    method: 'PUT',
    path: `${SETTINGS}/general`,
    body: trainingSettingsInputSchema,
    response: trainingSettingsSchema,
    permission: 'manage training settings',
    tags,
  }),
};
