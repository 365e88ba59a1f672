import { z } from 'zod';
import { defineEndpoint } from '../platform/endpoint.ts';
import { listPage, pagingQuerySchema } from '../platform/envelope.ts';
import { idParamsSchema } from '../platform/params.ts';
import { exportAnswerSchema } from '../platform/jobs.ts';
import { defineReport } from '../platform/report.ts';
import {
  canteenPointInputSchema,
  canteenPointSchema,
  mealPlanInputSchema,
  mealPlanMembersSchema,
  mealPlanSchema,
} from './meal-plans.ts';
import {
  CANTEEN_REPORT_WORDS,
  MEAL_LOG_COLUMNS,
  canteenDashboardSchema,
  canteenMonthQuerySchema,
  mealLogFilterSchema,
  mealLogFormatParamsSchema,
  mealLogQuerySchema,
  mealRowSchema,
  myMealsSchema,
} from './meals.ts';

const VIEW = 'view canteen';
const MANAGE = 'manage canteen';
const PLANS = '/canteen/meal-plans';
const POINTS = '/canteen/points';
const tags = ['canteen'] as const;

/**
 * The canteen's API (issue 20; the spec shows none, ADR 55): meal plans and their members, canteen
 * points, the dashboard, the month's meal log and its file, and the employee's own meals.
 */
export const canteenEndpoints = {
  plans: defineEndpoint({
    method: 'GET',
    path: PLANS,
    query: pagingQuerySchema,
    response: listPage(mealPlanSchema),
    permission: VIEW,
    tags,
  }),
  createPlan: defineEndpoint({
    method: 'POST',
    path: PLANS,
    body: mealPlanInputSchema,
    response: mealPlanSchema,
    status: 201,
    permission: MANAGE,
    tags,
  }),
  plan: defineEndpoint({
    method: 'GET',
    path: `${PLANS}/:id`,
    params: idParamsSchema,
    response: mealPlanSchema,
    permission: VIEW,
    tags,
  }),
  updatePlan: defineEndpoint({
    method: 'PUT',
    path: `${PLANS}/:id`,
    description: 'Replaces the plan; `employee_ids`, when sent, replaces its members.',
    params: idParamsSchema,
    body: mealPlanInputSchema,
    response: mealPlanSchema,
    permission: MANAGE,
    tags,
  }),
  deletePlan: defineEndpoint({
    method: 'DELETE',
    path: `${PLANS}/:id`,
    description: 'Meals already recorded keep their price and shares.',
    params: idParamsSchema,
    response: z.null(),
    permission: MANAGE,
    tags,
  }),
  assign: defineEndpoint({
    method: 'POST',
    path: `${PLANS}/:id/assign`,
    description: 'Puts these employees on the plan, moving them from any other plan.',
    params: idParamsSchema,
    body: mealPlanMembersSchema,
    response: mealPlanSchema,
    permission: MANAGE,
    tags,
  }),
  unassign: defineEndpoint({
    method: 'POST',
    path: `${PLANS}/:id/unassign`,
    params: idParamsSchema,
    body: mealPlanMembersSchema,
    response: mealPlanSchema,
    permission: MANAGE,
    tags,
  }),
  points: defineEndpoint({
    method: 'GET',
    path: POINTS,
    response: z.array(canteenPointSchema),
    permission: VIEW,
    tags,
  }),
  createPoint: defineEndpoint({
    method: 'POST',
    path: POINTS,
    description: 'Registers an attendance device as a canteen point: its verifications become meals.',
    body: canteenPointInputSchema,
    response: canteenPointSchema,
    status: 201,
    permission: MANAGE,
    tags,
  }),
  deletePoint: defineEndpoint({
    method: 'DELETE',
    path: `${POINTS}/:id`,
    description: 'The device (by its id) records attendance punches again; its meals stay.',
    params: idParamsSchema,
    response: z.null(),
    permission: MANAGE,
    tags,
  }),
  dashboard: defineEndpoint({
    method: 'GET',
    path: '/canteen/dashboard',
    query: canteenMonthQuerySchema,
    response: canteenDashboardSchema,
    permission: VIEW,
    tags,
  }),
  meals: defineEndpoint({
    method: 'GET',
    path: '/canteen/meals',
    description: 'The month’s meal log, served and refused (with the reason), newest first.',
    query: mealLogQuerySchema,
    response: listPage(mealRowSchema),
    permission: VIEW,
    tags,
  }),
  mealsDownload: defineEndpoint({
    method: 'POST',
    path: '/canteen/meals/download/:format',
    params: mealLogFormatParamsSchema,
    body: mealLogFilterSchema,
    response: exportAnswerSchema,
    answer: 'whole',
    permission: VIEW,
    tags,
  }),
  mine: defineEndpoint({
    method: 'GET',
    path: '/canteen/me/meals',
    description: 'The signed-in employee’s meals of the month and what they will cost them.',
    query: canteenMonthQuerySchema,
    response: myMealsSchema,
    permission: 'signed-in',
    tags,
  }),
};

/** The meal log as a file (CSV, XLSX, PDF) through the report kit (ADR 34). */
export const CANTEEN_MEAL_LOG_REPORT = defineReport({
  name: 'canteen-meal-log',
  fileName: 'canteen-meal-log',
  words: CANTEEN_REPORT_WORDS,
  title: `${CANTEEN_REPORT_WORDS.namespace}.title`,
  columns: MEAL_LOG_COLUMNS,
  endpoints: { data: canteenEndpoints.meals, export: canteenEndpoints.mealsDownload },
});
