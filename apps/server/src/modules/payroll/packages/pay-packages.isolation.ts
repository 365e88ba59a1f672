import { acmeCreate, type IsolationCase } from '../../../test/isolation.ts';
import type { TestApp } from '../../../test/harness.ts';

const BASE = '/payroll/salarymanagement/pay-packages';
let made = 0;

const packageBody = () => ({ package_name: `Acme package ${(made += 1)}`, monthly_salary: '100000' });
const assignments = (id: number) => ({ assignments: [{ employee_id: 1, payPackageId: id }] });

const acmePackage = (t: TestApp, acme: { token: string }) => acmeCreate(t, acme, BASE, packageBody());

/** Pay packages: acme's by id is a 404 to demo's admin, whatever the call. */
export const payPackagesIsolationCases: IsolationCase[] = [
  {
    route: `GET /api/v1${BASE}/{id}`,
    request: async (t, acme) => ({ url: `${BASE}/${await acmePackage(t, acme)}` }),
  },
  {
    route: `PUT /api/v1${BASE}/{id}`,
    request: async (t, acme) => ({ url: `${BASE}/${await acmePackage(t, acme)}`, payload: packageBody() }),
  },
  {
    route: `DELETE /api/v1${BASE}/{id}`,
    request: async (t, acme) => ({ url: `${BASE}/${await acmePackage(t, acme)}` }),
  },
  {
    route: `PUT /api/v1${BASE}/{id}/assign`,
    request: async (t, acme) => {
      const id = await acmePackage(t, acme);
      return { url: `${BASE}/${id}/assign`, payload: assignments(id) };
    },
  },
  {
    route: `PUT /api/v1${BASE}/{id}/un-assign`,
    request: async (t, acme) => {
      const id = await acmePackage(t, acme);
      return { url: `${BASE}/${id}/un-assign`, payload: assignments(id) };
    },
  },
  {
    route: `GET /api/v1${BASE}/{id}/assignables`,
    request: async (t, acme) => ({ url: `${BASE}/${await acmePackage(t, acme)}/assignables` }),
  },
  {
    route: `GET /api/v1${BASE}/{id}/preview`,
    request: async (t, acme) => ({ url: `${BASE}/${await acmePackage(t, acme)}/preview` }),
  },
];
