import { sql } from 'drizzle-orm';
import {
  APPROVER_SETTINGS_APIS,
  approverSuffixesOf,
  type ApproverSettingsModule,
} from '@clockroom/contracts';
import type { IsolationCase } from '../../test/isolation.ts';
import type { TestApp } from '../../test/harness.ts';
import { must } from '../../test/must.ts';
import { setTenant } from '../db/tenant.ts';
import { insertGroup } from './group-choice.repository.ts';

/** A one-level group of acme's for `module`, its first employee approving; returns its id. */
export async function groupOf(
  t: TestApp,
  companyId: number,
  /** The engine's module: one of APPROVER_SETTINGS_APIS, or `leave`. */
  module: string,
): Promise<number> {
  const approverId = await acmeEmployee(t, companyId);
  return t.database.transaction(async (tx) => {
    await setTenant(tx, companyId);
    return insertGroup(tx, companyId, {
      module,
      description: 'Acme approvers',
      basis: 'employees',
      memberIds: [approverId],
      branchId: null,
      approvalType: 'Sequential',
      levels: [{ level: 1, approverId, altApproverId: null }],
    });
  });
}

async function acmeEmployee(t: TestApp, companyId: number): Promise<number> {
  return t.database.transaction(async (tx) => {
    await setTenant(tx, companyId);
    const r = await tx.execute<{ id: string }>(sql`SELECT id FROM employees ORDER BY id LIMIT 1`);
    return Number(must(r.rows[0], 'an employee of the other company').id);
  });
}

export const approverGroupIsolationCases: IsolationCase[] = (
  Object.entries(APPROVER_SETTINGS_APIS) as [ApproverSettingsModule, string][]
).flatMap(([module, base]) => {
  const at = async (t: TestApp, companyId: number, suffix = '') =>
    `${base}/${await groupOf(t, companyId, module)}${suffix}`;
  return [
    { route: `GET /api/v1${base}/{id}`, request: async (t, acme) => ({ url: await at(t, acme.companyId) }) },
    {
      route: `PUT /api/v1${base}/{id}`,
      request: async (t, acme) => ({
        url: await at(t, acme.companyId),
        payload: {
          group_name: 'Renamed',
          approval_types: 'Concurrent',
          approvers_count: 1,
          approval_details: [{ approval_person_id: await acmeEmployee(t, acme.companyId) }],
        },
      }),
    },
    {
      route: `DELETE /api/v1${base}/{id}`,
      request: async (t, acme) => ({ url: await at(t, acme.companyId) }),
    },
    // The {id} calls under the module's own suffixes, and the generic pair it also answers.
    ...[...new Set([approverSuffixesOf(module).assign, 'approvables'])].map((suffix): IsolationCase => ({
      route: `POST /api/v1${base}/{id}/${suffix}`,
      request: async (t, acme) => ({
        url: await at(t, acme.companyId, `/${suffix}`),
        payload: {
          category_type: 'employees',
          assign_category_type_ids: [await acmeEmployee(t, acme.companyId)],
        },
      }),
    })),
    ...[...new Set([approverSuffixesOf(module).list, 'approvables'])].map((suffix): IsolationCase => ({
      route: `GET /api/v1${base}/{id}/${suffix}`,
      request: async (t, acme) => ({ url: await at(t, acme.companyId, `/${suffix}`) }),
    })),
  ] satisfies IsolationCase[];
});
