import { acmeCreate, acmeFirstId, type IsolationCase } from '../../../test/isolation.ts';
import type { TestApp } from '../../../test/harness.ts';

/** Each case asks for a day of its own, so no two requests clash. */
let made = 0;

/** An exemption request of acme's, made through its own API so its approval exists too. */
async function acmeExemption(t: TestApp, acme: { companyId: number; token: string }): Promise<number> {
  const employeeId = await acmeFirstId(t, acme.companyId, 'employees');
  return acmeCreate(t, acme, '/hrm/exemptions', {
    employee_id: employeeId,
    date: `2032-01-${String((made += 1)).padStart(2, '0')}`,
    exemption_reason: 'Acme exemption',
  });
}

/** Exemption requests: acme's by id is a 404 to demo's admin, whatever the call. */
export const exemptionIsolationCases: IsolationCase[] = [
  {
    route: 'GET /api/v1/hrm/exemptions/{id}',
    request: async (t, acme) => ({ url: `/hrm/exemptions/${await acmeExemption(t, acme)}` }),
  },
  {
    route: 'PUT /api/v1/hrm/exemptions/{id}',
    request: async (t, acme) => ({
      url: `/hrm/exemptions/${await acmeExemption(t, acme)}`,
      payload: { date: '2033-01-02', exemption_reason: 'Moved' },
    }),
  },
  {
    route: 'DELETE /api/v1/hrm/exemptions/{id}',
    request: async (t, acme) => ({ url: `/hrm/exemptions/${await acmeExemption(t, acme)}` }),
  },
  {
    route: 'POST /api/v1/hrm/exemptions/{endpoint}',
    request: async (t, acme) => ({
      url: '/hrm/exemptions/approve',
      payload: { exemption_request_ids: [await acmeExemption(t, acme)] },
    }),
  },
];
