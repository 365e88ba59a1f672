import { defineEndpoint } from '../platform/endpoint.ts';
import { idParamsSchema } from '../platform/params.ts';
import { employeeSelfProfileSchema, selfProfileSchema } from './onboarding.ts';

/**
 * The employee's own profile (spec 2 §2 onboarding, §7 "update employee after invite"). Signed in is
 * enough at the route; the service allows one's own id, or any with 'edit employee'.
 */
export const SELF_PROFILE_ENDPOINTS = {
  get: defineEndpoint({
    method: 'GET',
    path: '/organization/employees/:id/profile',
    params: idParamsSchema,
    response: employeeSelfProfileSchema,
    permission: 'signed-in',
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: '/organization/employees/:id/profile',
    params: idParamsSchema,
    body: selfProfileSchema,
    response: employeeSelfProfileSchema,
    permission: 'signed-in',
  }),
};
