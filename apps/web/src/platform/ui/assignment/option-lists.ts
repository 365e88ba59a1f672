import { queryOptions } from '@tanstack/react-query';
import { api } from '../../api/client.ts';

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

const list = (key: string, path: string, nameKey: string, query?: Record<string, string | number>) =>
  queryOptions({
    queryKey: ['organization', 'options', key, query ?? {}],
    queryFn: async ({ signal }) => toOptions(await api.get<unknown>(path, query, signal), nameKey),
    staleTime: 5 * 60_000,
    retry: false,
  });

/** Select options for filters and audience pickers (spec 1 §7 list calls, as many rows as allowed). */
export const branchOptions = () =>
  list('branches', '/organization/branches', 'station_name', { filter: 'all' });
export const departmentOptions = () =>
  list('departments', '/organization/departments', 'department_name', { page: 1, perPage: 100 });
export const branchDepartmentOptions = (branchId: number) =>
  list(`branch-${branchId}-departments`, `/organization/branches/${branchId}/departments`, 'department_name');
export const teamOptions = () => list('teams', '/organization/teams', 'team_name', { page: 1, perPage: 100 });
export const gradeOptions = () => list('grades', '/organization/employees/settings/get-grades', 'grade_name');
