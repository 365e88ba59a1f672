import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../platform/constants.ts';

/** Comma-separated or repeated ids in a query string; empty means "no filter" (spec 1 §5). */
const idList = z.preprocess((v) => {
  if (v === undefined || v === null || v === '') return undefined;
  const parts = (Array.isArray(v) ? v : String(v).split(',')).map((x) => String(x).trim()).filter(Boolean);
  return parts.length ? parts.map(Number) : undefined;
}, z.array(z.number().int().positive()).optional());

/** GET /organization/employees/search (spec 1 §7): page, per_page, query and the four id filters. */
export const employeeSearchQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(DEFAULT_PAGE_SIZE),
  perPage: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).optional(),
  query: z.string().trim().optional(),
  department_ids: idList,
  team_ids: idList,
  grade_ids: idList,
  branch_ids: idList,
});
export type EmployeeSearchQuery = z.infer<typeof employeeSearchQuerySchema>;

export const EMPLOYEE_MESSAGES = {
  searched: 'Employees retrieved successfully',
  loaded: 'Employee retrieved successfully',
  notFound: 'Employee not found',
  premiumOnly: 'The employee search is available on the premium plan.',
} as const;
