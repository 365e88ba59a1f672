import { defineEndpoint } from '../platform/endpoint.ts';
import { recordEndpoints } from '../platform/record-endpoints.ts';
import { listPage } from '../platform/envelope.ts';
import { recruiterInputSchema, recruiterListQuerySchema, recruiterSchema } from './recruiters.ts';

const BASE = '/hrm/recruitment/settings/recruiters';
const tags = ['recruitment'] as const;

/** Recruiter settings (settings/recruiter-settings, manage-recruiter-settings; ADR 66). */
export const recruiterEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: BASE,
    query: recruiterListQuerySchema,
    response: listPage(recruiterSchema),
    permission: 'manage recruitment settings',
    tags,
  }),
  create: defineEndpoint({
    method: 'POST',
    path: BASE,
    body: recruiterInputSchema,
    response: recruiterSchema,
    status: 201,
    permission: 'manage recruitment settings',
    tags,
  }),
  ...recordEndpoints({
    path: BASE,
    body: recruiterInputSchema,
    response: recruiterSchema,
    permission: {
      get: 'manage recruitment settings',
      update: 'manage recruitment settings',
      delete: 'manage recruitment settings',
    },
    tags,
  }),
};
