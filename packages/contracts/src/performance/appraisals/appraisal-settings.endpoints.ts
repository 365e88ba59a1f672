import { z } from 'zod';
import { defineEndpoint } from '../../platform/endpoint.ts';
import { listPage } from '../../platform/envelope.ts';
import { idParamsSchema } from '../../platform/params.ts';
import {
  appraisalGeneralInputSchema,
  appraisalGeneralSchema,
  appraisalGradeInputSchema,
  appraisalGradeSchema,
  appraiserInputSchema,
  appraiserSettingSchema,
  appraiserSettingsListSchema,
  scorecardInputSchema,
  scorecardSchema,
} from './appraisal-settings.ts';

const BASE = '/hrm/appraisals/settings';
const tags = ['performance'] as const;
const view = 'view appraisals' as const;
const manage = 'manage appraisal settings' as const;

/**
 * The appraisal settings (issue 22, ADR 64): general settings (periods and weights), grades,
 * scorecards and appraisers. The approver groups are the shared calls at settings/approver-settings.
 */
export const appraisalSettingsEndpoints = {
  generalList: defineEndpoint({
    method: 'GET',
    path: `${BASE}/general`,
    response: listPage(appraisalGeneralSchema),
    permission: view,
    tags,
  }),
  generalCreate: defineEndpoint({
    method: 'POST',
    path: `${BASE}/general`,
    body: appraisalGeneralInputSchema,
    response: appraisalGeneralSchema,
    status: 201,
    permission: manage,
    tags,
  }),
  generalUpdate: defineEndpoint({
    method: 'PUT',
    path: `${BASE}/general/:id`,
    params: idParamsSchema,
    body: appraisalGeneralInputSchema,
    response: appraisalGeneralSchema,
    permission: manage,
    tags,
  }),
  generalDelete: defineEndpoint({
    method: 'DELETE',
    path: `${BASE}/general/:id`,
    params: idParamsSchema,
    response: z.null(),
    description: '409 while an appraisal group uses the setting.',
    permission: manage,
    tags,
  }),
  gradesList: defineEndpoint({
    method: 'GET',
    path: `${BASE}/grades`,
    response: listPage(appraisalGradeSchema),
    description: 'By min_score, highest first. A company starts with the five default bands.',
    permission: view,
    tags,
  }),
  gradeCreate: defineEndpoint({
    method: 'POST',
    path: `${BASE}/grades`,
    body: appraisalGradeInputSchema,
    response: appraisalGradeSchema,
    status: 201,
    permission: manage,
    tags,
  }),
  gradeUpdate: defineEndpoint({
    method: 'PUT',
    path: `${BASE}/grades/:id`,
    params: idParamsSchema,
    body: appraisalGradeInputSchema,
    response: appraisalGradeSchema,
    description: 'The id may also be in the body; a different one is a 422.',
    permission: manage,
    tags,
  }),
  gradeDelete: defineEndpoint({
    method: 'DELETE',
    path: `${BASE}/grades/:id`,
    params: idParamsSchema,
    response: z.null(),
    permission: manage,
    tags,
  }),
  scorecardsList: defineEndpoint({
    method: 'GET',
    path: `${BASE}/scorecards`,
    response: listPage(scorecardSchema),
    permission: view,
    tags,
  }),
  scorecardCreate: defineEndpoint({
    method: 'POST',
    path: `${BASE}/scorecards`,
    body: scorecardInputSchema,
    response: scorecardSchema,
    status: 201,
    permission: manage,
    tags,
  }),
  scorecardGet: defineEndpoint({
    method: 'GET',
    path: `${BASE}/scorecards/:id`,
    params: idParamsSchema,
    response: scorecardSchema,
    permission: view,
    tags,
  }),
  scorecardUpdate: defineEndpoint({
    method: 'PUT',
    path: `${BASE}/scorecards/:id`,
    params: idParamsSchema,
    body: scorecardInputSchema,
    response: scorecardSchema,
    description: '409 once an initiated group uses it (copy it instead).',
    permission: manage,
    tags,
  }),
  scorecardDelete: defineEndpoint({
    method: 'DELETE',
    path: `${BASE}/scorecards/:id`,
    params: idParamsSchema,
    response: z.null(),
    description: '409 while any appraisal group uses it.',
    permission: manage,
    tags,
  }),
  appraisersList: defineEndpoint({
    method: 'GET',
    path: `${BASE}/appraisers`,
    response: appraiserSettingsListSchema,
    description:
      'Employees in no setting are appraised by their department head (default_rule line_manager).',
    permission: view,
    tags,
  }),
  appraiserCreate: defineEndpoint({
    method: 'POST',
    path: `${BASE}/appraisers`,
    body: appraiserInputSchema,
    response: appraiserSettingSchema,
    status: 201,
    permission: manage,
    tags,
  }),
  appraiserUpdate: defineEndpoint({
    method: 'PUT',
    path: `${BASE}/appraisers/:id`,
    params: idParamsSchema,
    body: appraiserInputSchema,
    response: appraiserSettingSchema,
    permission: manage,
    tags,
  }),
  appraiserDelete: defineEndpoint({
    method: 'DELETE',
    path: `${BASE}/appraisers/:id`,
    params: idParamsSchema,
    response: z.null(),
    permission: manage,
    tags,
  }),
};
