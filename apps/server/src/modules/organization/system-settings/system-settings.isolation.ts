import { sql } from 'drizzle-orm';
import { acmeFirstId, acmeRowId, type IsolationCase } from '../../../test/isolation.ts';

type T = Parameters<IsolationCase['request']>[0];

const superAdmin = (t: T, c: number) => acmeRowId(t, c, sql`SELECT id FROM roles WHERE slug = 'super-admin'`);
const base = '/organization/system-settings';
const route = (r: string) => r.replace(' ', ' /api/v1/organization/system-settings/');

/** Acme's Super Admin is locked, so the own-company replays answer 200 or 403, never change data. */
export const systemSettingsIsolationCases: IsolationCase[] = [
  {
    route: route('GET roles/{id}'),
    request: async (t, acme) => ({ url: `${base}/roles/${await superAdmin(t, acme.companyId)}` }),
  },
  {
    route: route('PUT roles/{id}'),
    request: async (t, acme) => ({
      url: `${base}/roles/${await superAdmin(t, acme.companyId)}`,
      payload: { name: 'Super Admin' },
    }),
  },
  {
    route: route('DELETE roles/{id}'),
    request: async (t, acme) => ({ url: `${base}/roles/${await superAdmin(t, acme.companyId)}` }),
  },
  {
    route: route('GET roles/{id}/members'),
    request: async (t, acme) => ({ url: `${base}/roles/${await superAdmin(t, acme.companyId)}/members` }),
  },
  {
    route: route('GET roles/{id}/permissions'),
    request: async (t, acme) => ({ url: `${base}/roles/${await superAdmin(t, acme.companyId)}/permissions` }),
  },
  {
    route: route('DELETE roles/{id}/members'),
    request: async (t, acme) => ({
      url: `${base}/roles/${await superAdmin(t, acme.companyId)}/members`,
      payload: { user_ids: [await acmeFirstId(t, acme.companyId, 'users')] },
    }),
  },
  {
    route: route('DELETE roles/{id}/permissions'),
    request: async (t, acme) => ({
      url: `${base}/roles/${await superAdmin(t, acme.companyId)}/permissions`,
      payload: { permission_ids: [1] },
    }),
  },
  {
    route: route('POST roles/{role_id}/employees'),
    request: async (t, acme) => ({
      url: `${base}/roles/${await superAdmin(t, acme.companyId)}/employees`,
      payload: {
        employee_id: await acmeRowId(t, acme.companyId, sql`SELECT head_station_id AS id FROM companies`),
      },
    }),
  },
  {
    route: route('DELETE general-settings/public-holidays/{id}'),
    request: async (t, acme) => ({
      url: `${base}/general-settings/public-holidays/${await acmeRowId(
        t,
        acme.companyId,
        sql`INSERT INTO public_holidays (company_id, name, holiday_date)
            VALUES (${acme.companyId}, 'Acme Day', '2026-07-07')
            ON CONFLICT (company_id, holiday_date) DO UPDATE SET name = excluded.name RETURNING id`,
      )}`,
    }),
  },
];
