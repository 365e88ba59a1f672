import { collectionEndpoints } from '../platform/collection-endpoints.ts';
import { recordEndpoints } from '../platform/record-endpoints.ts';
import { recruiterInputSchema, recruiterListQuerySchema, recruiterSchema } from './recruiters.ts';

const BASE = '/hrm/recruitment/settings/recruiters';
const tags = ['recruitment'] as const;

/** Recruiter settings (settings/recruiter-settings, manage-recruiter-settings; ADR 66). */
export const recruiterEndpoints = {
  ...collectionEndpoints({
    path: BASE,
    query: recruiterListQuerySchema,
    body: recruiterInputSchema,
    response: recruiterSchema,
    permission: { list: 'manage recruitment settings', create: 'manage recruitment settings' },
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
