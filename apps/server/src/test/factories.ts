import { expect } from 'vitest';
import {
  APPROVER_SETTINGS_APIS,
  BRANCH_ENDPOINTS,
  DEPARTMENT_ENDPOINTS,
  EMPLOYEE_ENDPOINTS,
  TEAM_ENDPOINTS,
  overtimeRuleEndpoints,
  workRateEndpoints,
  type EndpointData,
  type EndpointDefinition,
  type EndpointInput,
  type ApproverGroupDetail,
  type ApproverSettingsModule,
} from '@clockroom/contracts';
import type { TestClient } from './kit.ts';

/**
 * Data factories: a valid record made through the API as a signed-in persona, with unique names, so a
 * test states only what it is about (`await make.employee(admin, { branch_id })`) and the record goes
 * through the same validation, tenancy and side effects a user's would. Each answers the created row.
 */
let seq = 0;
const next = () => ++seq;
/**
 * The number for a name, zero-padded so names sort in the order they were made: a worker runs file
 * after file with this module (isolate: false), so `seq` goes on counting, and 'Department 10' sorting
 * before 'Department 9' reordered a report a test read in creation order.
 */
const label = (n = next()) => String(n).padStart(6, '0');

/**
 * A company's sign-up (POST /auth/signup): a whole valid body, so a test names only what it is
 * about, such as the slug it reads back or the address its mail goes to.
 */
export const signupBody = (over: Record<string, unknown> = {}) => ({
  company_name: 'Kola Foods Ltd',
  company_id: 'kola-foods',
  industry_id: 1,
  first_name: 'Kola',
  last_name: 'Adewale',
  email: 'kola@kolafoods.example',
  phone: '234-8031112222',
  password: 'Kolanut2026',
  ...over,
});

/** Calls `endpoint` and answers its `data`, failing the test (with the body) unless it succeeded. */
export async function created<E extends EndpointDefinition>(
  c: TestClient,
  endpoint: E,
  input: EndpointInput<E>,
): Promise<EndpointData<E>> {
  const res = await c.endpoint(endpoint, input);
  expect(res.statusCode, `${endpoint.method} ${endpoint.path}: ${res.body}`).toBe(endpoint.status ?? 200);
  return (res.json() as { data: EndpointData<E> }).data;
}

type Body<E extends EndpointDefinition> = EndpointInput<E> extends { body: infer B } ? B : never;

export const make = {
  branch: (c: TestClient, over: Partial<Body<typeof BRANCH_ENDPOINTS.create>> = {}) =>
    created(c, BRANCH_ENDPOINTS.create, { body: { station_name: `Branch ${label()}`, ...over } }),

  department: (
    c: TestClient,
    over: Partial<Body<typeof DEPARTMENT_ENDPOINTS.create>> & { branch_id: number },
  ) =>
    created(c, DEPARTMENT_ENDPOINTS.create, { body: { department_name: `Department ${label()}`, ...over } }),

  team: (c: TestClient, over: Partial<Body<typeof TEAM_ENDPOINTS.create>> = {}) =>
    created(c, TEAM_ENDPOINTS.create, { body: { team_name: `Team ${label()}`, ...over } }),

  /** An employee with the four fields the form requires; the rest as `over` says. */
  employee: (c: TestClient, over: Partial<Body<typeof EMPLOYEE_ENDPOINTS.create>> = {}) => {
    const n = next();
    return created(c, EMPLOYEE_ENDPOINTS.create, {
      body: {
        first_name: 'Ngozi',
        last_name: `Factory${label(n)}`,
        email: `ngozi.factory${n}.${process.pid}@demo.example`,
        mobile_number: `234-80666${String(10000 + n)}`,
        ...over,
      },
    });
  },

  /** A custom work rate of ₦220,000 a month with 22 days in March (issue 18's worked example). */
  workRate: (c: TestClient, over: Partial<Body<typeof workRateEndpoints.create>> = {}) =>
    created(c, workRateEndpoints.create, {
      body: {
        group_name: `Work rate ${label()}`,
        use_custom_charge: true,
        custom_charge: '220000',
        monthly_workdays: [{ month_id: 3, days: 22 }],
        ...over,
      },
    }),

  /** An overtime rule on the work shift, paid at a 50 % premium. */
  overtimeRule: (c: TestClient, over: Partial<Body<typeof overtimeRuleEndpoints.create>> = {}) =>
    created(c, overtimeRuleEndpoints.create, {
      body: {
        group_name: `Overtime rule ${label()}`,
        description: 'Time after the shift',
        payment_type: 'premium_pay',
        percentage_value: 50,
        ...over,
      },
    }),

  /**
   * A module's approver group (ADR 45), one level per approver in order, covering the employees in
   * `covers` when given: how a case sends a request to named approvers instead of the module's holders.
   */
  approverGroup: async (
    c: TestClient,
    module: ApproverSettingsModule,
    o: { approvers: number[]; covers?: number[]; name?: string; type?: 'Sequential' | 'Concurrent' },
  ): Promise<ApproverGroupDetail> => {
    const groups = APPROVER_SETTINGS_APIS[module];
    const res = await c.post(groups, {
      group_name: o.name ?? `Approvers ${label()}`,
      approval_types: o.type ?? 'Sequential',
      approvers_count: o.approvers.length,
      approval_details: o.approvers.map((id) => ({ approval_person_id: id })),
    });
    expect(res.statusCode, `POST ${groups}: ${res.body}`).toBe(201);
    const group = (res.json() as { data: ApproverGroupDetail }).data;
    if (o.covers) {
      const assigned = await c.post(`${groups}/${group.id}/approvables`, {
        category_type: 'employees',
        assign_category_type_ids: o.covers,
      });
      expect(assigned.statusCode, assigned.body).toBe(200);
      expect(assigned.json().data).toMatchObject({ assigned_count: o.covers.length });
    }
    return group;
  },
};
