/**
 * The schedule's filter as the address keeps it (`?month=3&year=2026&branches=1,4`): ids as
 * comma-separated text, so the list search keeps them. Anything malformed is left out.
 */
export interface ScheduleSearch {
  month?: number;
  year?: number;
  branches: number[];
  departments: number[];
  groups: number[];
}

const whole = (v: unknown, min: number, max: number): number | undefined => {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d+$/.test(v.trim()) ? Number(v) : NaN;
  return Number.isInteger(n) && n >= min && n <= max ? n : undefined;
};

const idsOf = (v: unknown): number[] =>
  typeof v === 'string' || typeof v === 'number'
    ? [
        ...new Set(
          String(v)
            .split(',')
            .map((s) => Number(s.trim())),
        ),
      ].filter((n) => Number.isSafeInteger(n) && n > 0)
    : [];

export function scheduleSearchOf(raw: Record<string, unknown>): ScheduleSearch {
  const month = whole(raw['month'], 1, 12);
  const year = whole(raw['year'], 2000, 2100);
  return {
    ...(month === undefined ? {} : { month }),
    ...(year === undefined ? {} : { year }),
    branches: idsOf(raw['branches']),
    departments: idsOf(raw['departments']),
    groups: idsOf(raw['groups']),
  };
}

/** The calls' body (issue 19 "Salary schedule query body"). */
export interface ScheduleFilter {
  month: number;
  year: number;
  branch_ids: number[];
  department_ids: number[];
  group_ids: number[];
}

/** The call's body, or null until a month and a year are chosen. */
export function filterOf(s: ScheduleSearch): ScheduleFilter | null {
  if (s.month === undefined || s.year === undefined) return null;
  return {
    month: s.month,
    year: s.year,
    branch_ids: s.branches,
    department_ids: s.departments,
    group_ids: s.groups,
  };
}

/**
 * The address's search for a filter (empty lists left out). Month and year stay numbers: the router
 * writes a string that reads as a number in quotes (`month=%2210%22`).
 */
export function searchOf(s: ScheduleSearch): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  if (s.month !== undefined) out['month'] = s.month;
  if (s.year !== undefined) out['year'] = s.year;
  if (s.branches.length) out['branches'] = s.branches.join(',');
  if (s.departments.length) out['departments'] = s.departments.join(',');
  if (s.groups.length) out['groups'] = s.groups.join(',');
  return out;
}
