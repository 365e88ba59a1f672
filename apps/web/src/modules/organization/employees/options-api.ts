import { queryOptions } from '@tanstack/react-query';
import type { ListPage } from '@clockroom/contracts';
import { api } from '../../../platform/api/client.ts';

/** One choice of a select on the employee form. */
export interface Choice {
  value: number;
  label: string;
}

const STALE = 5 * 60_000;

/**
 * A list feeding a select. A list the admin may not read (403) or that is not there yet (404) gives
 * no choices instead of breaking the form: the field then simply offers nothing.
 */
async function choices<T>(
  path: string,
  query: Record<string, string | number>,
  label: (row: T) => string,
  signal?: AbortSignal,
) {
  try {
    const data = await api.get<ListPage<T> | T[]>(path, query, signal);
    const rows = Array.isArray(data) ? data : data.results;
    return rows.map((r) => ({ value: (r as { id: number }).id, label: label(r) }));
  } catch (error) {
    const status = (error as { status?: number }).status;
    if (status === 403 || status === 404) return [] as Choice[];
    throw error;
  }
}

const listOf = <T>(
  key: string,
  path: string,
  query: Record<string, string | number>,
  label: (row: T) => string,
) =>
  queryOptions({
    queryKey: ['organization', 'employee-form-options', key, query],
    queryFn: ({ signal }) => choices<T>(path, query, label, signal),
    staleTime: STALE,
  });

export const branchChoices = () =>
  listOf<{ station_name: string }>(
    'branches',
    '/organization/branches',
    { filter: 'all' },
    (r) => r.station_name,
  );
export const departmentChoices = () =>
  listOf<{ department_name: string; branch?: { station_name?: string } | null }>(
    'departments',
    '/organization/departments',
    { page: 1, perPage: 100 },
    (r) => r.department_name,
  );
export const teamChoices = () =>
  listOf<{ team_name: string }>(
    'teams',
    '/organization/teams',
    { page: 1, perPage: 100 },
    (r) => r.team_name,
  );

const SETTING_NAME = {
  types: 'type_name',
  grades: 'grade_name',
  categories: 'category_name',
  designations: 'designation_name',
} as const;
export const settingChoices = (kind: keyof typeof SETTING_NAME) =>
  listOf<Record<string, string>>(
    kind,
    `/organization/employees/settings/${kind}`,
    {},
    (r) => r[SETTING_NAME[kind]] ?? '',
  );

/** Roles for "User access"; the roles screen belongs to system settings. */
export const roleChoices = () =>
  listOf<{ name: string }>(
    'roles',
    '/organization/system-settings/roles',
    { page: 1, perPage: 100 },
    (r) => r.name,
  );

export const bankChoices = () => listOf<{ name: string }>('banks', '/banks', {}, (r) => r.name);
