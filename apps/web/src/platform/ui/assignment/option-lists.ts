import { queryOptions } from '@tanstack/react-query';
import {
  BRANCH_ENDPOINTS,
  DEPARTMENT_ENDPOINTS,
  EMPLOYEE_GRADES_ENDPOINT,
  TEAM_ENDPOINTS,
} from '@clockroom/contracts';
import { call } from '../../api/endpoint-client.ts';

export interface NamedOption {
  value: number;
  label: string;
}

/** Lists come as `{results}` or as a bare array; rows name themselves with one of the spec's fields. */
export function toOptions(data: unknown, nameKey: string): NamedOption[] {
  const rows = Array.isArray(data)
    ? data
    : Array.isArray((data as { results?: unknown } | null)?.results)
      ? (data as { results: unknown[] }).results
      : [];
  return rows.flatMap((row) => {
    const r = row as Record<string, unknown>;
    const id = Number(r['id']);
    const name = r[nameKey] ?? r['name'];
    return Number.isInteger(id) && typeof name === 'string' ? [{ value: id, label: name }] : [];
  });
}

/** A select's options, read for five minutes; every list gives the same shape. */
const list = (key: readonly unknown[], load: (signal: AbortSignal) => Promise<NamedOption[]>) =>
  queryOptions({
    queryKey: ['organization', 'options', ...key],
    queryFn: ({ signal }) => load(signal),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** Select options for filters and audience pickers (spec 1 §7 list calls, as many rows as allowed). */
export const branchOptions = () =>
  list(['branches'], async (signal) => {
    const page = await call(BRANCH_ENDPOINTS.list, { query: { filter: 'all' }, signal });
    return page.results.map((r) => ({ value: r.id, label: r.station_name }));
  });
export const departmentOptions = () =>
  list(['departments'], async (signal) => {
    const page = await call(DEPARTMENT_ENDPOINTS.list, { query: { page: 1, perPage: 100 }, signal });
    return page.results.map((r) => ({ value: r.id, label: r.department_name }));
  });
export const branchDepartmentOptions = (branchId: number) =>
  list([`branch-${branchId}-departments`], async (signal) => {
    const page = await call(BRANCH_ENDPOINTS.departments, { params: { id: branchId }, signal });
    return page.results.map((r) => ({ value: r.id, label: r.department_name }));
  });
export const teamOptions = () =>
  list(['teams'], async (signal) => {
    const page = await call(TEAM_ENDPOINTS.list, { query: { page: 1, perPage: 100 }, signal });
    return page.results.map((r) => ({ value: r.id, label: r.team_name }));
  });
export const gradeOptions = () =>
  list(['grades'], async (signal) => {
    const rows = await call(EMPLOYEE_GRADES_ENDPOINT, { signal });
    return rows.map((r) => ({ value: r.id, label: r.grade_name }));
  });
