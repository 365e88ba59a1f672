import { defineEndpoint } from '../../platform/endpoint.ts';
import { listPage, pagingQuerySchema } from '../../platform/envelope.ts';
import { idParamsSchema } from '../../platform/params.ts';
import {
  historyCheckSchema,
  historyTemplateQuerySchema,
  historyUploadOptionsSchema,
  historyUploadRowSchema,
  historyUploadSchema,
} from './history-uploads.ts';

const MANAGE = 'manage salary settings';
const BASE = '/payroll/salarymanagement/settings/upload-payment-history';

/** Upload payment history (spec 3 §2 settings/upload-payment-history, ADR 48). */
export const historyUploadEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: BASE,
    query: pagingQuerySchema,
    response: listPage(historyUploadRowSchema),
    permission: MANAGE,
  }),
  template: defineEndpoint({
    method: 'GET',
    path: `${BASE}/template`,
    description: 'The header row: the fixed columns, then one column per pay breakdown code.',
    query: historyTemplateQuerySchema,
    answer: 'file',
    permission: MANAGE,
  }),
  check: defineEndpoint({
    method: 'POST',
    path: `${BASE}/check`,
    description: 'Every row’s problems, by line and column; nothing is written.',
    upload: true,
    response: historyCheckSchema,
    permission: MANAGE,
  }),
  upload: defineEndpoint({
    method: 'POST',
    path: BASE,
    description:
      'Writes each row as a confirmed salary schedule row (source import). All rows or none, unless only_valid: then the valid rows, and the others’ problems stay on the upload.',
    upload: true,
    query: historyUploadOptionsSchema,
    response: historyUploadSchema,
    status: 201,
    permission: MANAGE,
  }),
  get: defineEndpoint({
    method: 'GET',
    path: `${BASE}/:id`,
    params: idParamsSchema,
    response: historyUploadSchema,
    permission: MANAGE,
  }),
};
