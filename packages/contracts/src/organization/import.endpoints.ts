import { z } from 'zod';
import { defineEndpoint } from '../platform/endpoint.ts';
import { importOptionsSchema, importPreviewSchema, importSummarySchema } from './import.ts';

/** Bulk import of employees (beyond the spec): template, check, import. Files travel as multipart. */
export const IMPORT_ENDPOINTS = {
  template: defineEndpoint({
    method: 'GET',
    path: '/organization/employees/import/template',
    query: z.object({ format: z.enum(['csv', 'xlsx']).default('csv') }),
    answer: 'file',
    permission: 'import employees',
  }),
  /** Every row with its problems; nothing is written. */
  preview: defineEndpoint({
    method: 'POST',
    path: '/organization/employees/import/preview',
    upload: true,
    response: importPreviewSchema,
    permission: 'import employees',
  }),
  /** All rows, or the valid ones only (`only_valid` as a form field before the file, or in the query). */
  import: defineEndpoint({
    method: 'POST',
    path: '/organization/employees/import',
    upload: true,
    query: importOptionsSchema,
    response: importSummarySchema,
    permission: 'import employees',
  }),
};
