import { sql } from 'drizzle-orm';
import { acmeFirstId, acmeRowId, type IsolationCase } from '../../../test/isolation.ts';
import type { TestApp } from '../../../test/harness.ts';

/** Acme's shift and shift type (made once per app, found after), by id. */
const acmeShift = (t: TestApp, c: number) =>
  acmeRowId(
    t,
    c,
    sql`INSERT INTO work_shifts (company_id, name, start_time, end_time)
      VALUES (${c}, 'Acme isolation shift', '08:00', '17:00')
      ON CONFLICT (company_id, lower(btrim(name))) DO UPDATE SET grace_minutes = 0 RETURNING id`,
  );

const acmeShiftType = (t: TestApp, c: number) =>
  acmeRowId(
    t,
    c,
    sql`INSERT INTO shift_types (company_id, name) VALUES (${c}, 'Acme isolation type')
      ON CONFLICT (company_id, lower(btrim(name))) DO UPDATE SET updated_at = now() RETURNING id`,
  );

const shiftBody = { name: 'Renamed', start_time: '09:00', end_time: '18:00', work_days: [1, 2, 3] };

/** Work shifts, shift types and the roster download: acme's ids are a 404 to demo's admin. */
export const shiftIsolationCases: IsolationCase[] = [
  {
    route: 'GET /api/v1/attendance/shift/workshift/{id}',
    request: async (t, acme) => ({
      url: `/attendance/shift/workshift/${await acmeShift(t, acme.companyId)}`,
    }),
  },
  {
    route: 'PUT /api/v1/attendance/shift/workshift/{id}',
    request: async (t, acme) => ({
      url: `/attendance/shift/workshift/${await acmeShift(t, acme.companyId)}`,
      payload: shiftBody,
    }),
  },
  {
    route: 'DELETE /api/v1/attendance/shift/workshift/{id}',
    request: async (t, acme) => ({
      url: `/attendance/shift/workshift/${await acmeShift(t, acme.companyId)}?force=true`,
    }),
  },
  {
    route: 'DELETE /api/v1/attendance/shift/settings/shift-type/{id}',
    request: async (t, acme) => ({
      url: `/attendance/shift/settings/shift-type/${await acmeShiftType(t, acme.companyId)}`,
    }),
  },
  {
    // {format} is a file type, not a record; the employee the filter names is checked instead.
    route: 'POST /api/v1/attendance/shift/roster/download/{format}',
    request: async (t, acme) => ({
      url: '/attendance/shift/roster/download/csv',
      payload: {
        date_from: '2026-03-02',
        date_to: '2026-03-08',
        employee_id: await acmeFirstId(t, acme.companyId, 'employees'),
      },
    }),
  },
];
