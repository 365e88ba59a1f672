import { z } from 'zod';
import { defineEndpoint } from '../platform/endpoint.ts';
import { listPage } from '../platform/envelope.ts';
import { idParamsSchema } from '../platform/params.ts';
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
  get: defineEndpoint({
    method: 'GET',
    path: `${BASE}/:id`,
    params: idParamsSchema,
    response: recruiterSchema,
    permission: 'manage recruitment settings',
    tags,
  }),
  update: defineEndpoint({
    method: 'PUT',
    path: `${BASE}/:id`,
    params: idParamsSchema,
    body: recruiterInputSchema,
    response: recruiterSchema,
    permission: 'manage recruitment settings',
    tags,
  }),
  delete: defineEndpoint({
    method: 'DELETE',
    path: `${BASE}/:id`,
    params: idParamsSchema,
    response: z.null(),
    permission: 'manage recruitment settings',
    tags,
  }),
};
