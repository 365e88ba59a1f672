import { defineEndpoint } from '../platform/endpoint.ts';
import { listPage } from '../platform/envelope.ts';
import { idParamsSchema } from '../platform/params.ts';
import { deletedCountSchema } from '../platform/fields.ts';
import {
  teamDeleteSchema,
  teamDetailSchema,
  teamInputSchema,
  teamListQuerySchema,
  teamRowSchema,
} from './teams.ts';

/** Teams (spec 1 §7 "Departments and teams"); membership is employees.team_id. */
export const TEAM_ENDPOINTS = {
  list: defineEndpoint({
    method: 'GET',
    path: '/organization/teams',
    query: teamListQuerySchema,
    response: listPage(teamRowSchema),
    permission: 'view teams',
  }),
  get: defineEndpoint({
    method: 'GET',
    path: '/organization/teams/:id',
    params: idParamsSchema,
    response: teamDetailSchema,
    permission: 'view teams',
  }),
  create: defineEndpoint({
    method: 'POST',
    path: '/organization/teams',
    body: teamInputSchema,
    response: teamDetailSchema,
    status: 201,
    permission: 'create team',
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/organization/teams/:id',
    params: idParamsSchema,
    body: teamInputSchema,
    response: teamDetailSchema,
    permission: 'edit team',
  }),
  /** POST /organization/teams/delete: mirrors departments' {departmentIds}. */
  delete: defineEndpoint({
    method: 'POST',
    path: '/organization/teams/delete',
    body: teamDeleteSchema,
    response: deletedCountSchema,
    permission: 'delete team',
  }),
};
