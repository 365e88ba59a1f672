import { z } from 'zod';
import { defineEndpoint } from '../platform/endpoint.ts';
import { payBreakdownSchema } from './pay-breakdowns.ts';

/**
 * Payroll salary management's pay breakdown (spec 3 §7). So far the full list, which the work rate
 * form fetches and reads from `data` (spec 3 §7: "returns items in data"); the payroll issue adds the
 * rest of the resource. Any signed-in user reaches the handler, which lets in PAY_BREAKDOWN_READERS
 * only (the guard takes one slug; ADR 37).
 */
export const payBreakdownEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: '/payroll/salarymanagement/settings/pay-breakdown',
    description:
      "The full list, in data. Readable with 'view salary management', 'manage salary settings' or 'manage overtime settings'.",
    response: z.array(payBreakdownSchema),
    permission: 'signed-in',
  }),
};
