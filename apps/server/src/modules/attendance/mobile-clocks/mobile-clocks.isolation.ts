import { acmeCreate, type IsolationCase } from '../../../test/isolation.ts';
import type { TestApp } from '../../../test/harness.ts';
import { groupOf } from '../../../platform/approvals/approver-groups.isolation.ts';

const LOCATIONS = '/attendance/mobile-clocks/settings/locations';
let made = 0;

const acmeLocation = (t: TestApp, acme: { token: string }) =>
  acmeCreate(t, acme, LOCATIONS, {
    name: `Acme site ${(made += 1)}`,
    latitude: 51.5,
    longitude: -0.12,
    radius: 100,
  });

const body = { name: 'Moved', latitude: 6.5, longitude: 3.4, radius: 200 };

/** Mobile clock locations and approver groups: acme's by id is a 404 to demo's admin, whatever the call. */
export const mobileClockIsolationCases: IsolationCase[] = [
  {
    route: `GET /api/v1${LOCATIONS}/{id}`,
    request: async (t, acme) => ({ url: `${LOCATIONS}/${await acmeLocation(t, acme)}` }),
  },
  {
    route: `PUT /api/v1${LOCATIONS}/{id}`,
    request: async (t, acme) => ({ url: `${LOCATIONS}/${await acmeLocation(t, acme)}`, payload: body }),
  },
  {
    route: `DELETE /api/v1${LOCATIONS}/{id}`,
    request: async (t, acme) => ({ url: `${LOCATIONS}/${await acmeLocation(t, acme)}` }),
  },
  {
    route: `POST /api/v1${LOCATIONS}/{id}/assign-employees`,
    request: async (t, acme) => ({
      url: `${LOCATIONS}/${await acmeLocation(t, acme)}/assign-employees`,
      payload: { category_type: 'employee', unassign_category_type_ids: [1] },
    }),
  },
  {
    route: `GET /api/v1${LOCATIONS}/{id}/employees`,
    request: async (t, acme) => ({ url: `${LOCATIONS}/${await acmeLocation(t, acme)}/employees` }),
  },
  {
    route: 'POST /api/v1/attendance/mobile-clocks/settings/approvers/{id}/assign-employees',
    request: async (t, acme) => ({
      url: `/attendance/mobile-clocks/settings/approvers/${await groupOf(t, acme.companyId, 'mobile-clock')}/assign-employees`,
      payload: { category_type: 'employee', unassign_category_type_ids: [1] },
    }),
  },
];
