import {
  APPROVER_SETTINGS_APIS,
  approverSuffixesOf,
  type ApproverSettingsModule,
} from '@clockroom/contracts';
import { acmeFirstId, asAcme, type IsolationCase } from '../../test/isolation.ts';
import type { TestApp } from '../../test/harness.ts';
import { insertGroup } from './group-choice.repository.ts';

/** A one-level group of acme's for `module`, its first employee approving; returns its id. */
export async function groupOf(
  t: TestApp,
  companyId: number,
  /** The engine's module: one of APPROVER_SETTINGS_APIS, or `leave`. */
  module: string,
): Promise<number> {
  const approverId = await acmeFirstId(t, companyId, 'employees');
  return asAcme(t, companyId, (tx) =>
    insertGroup(tx, companyId, {
      module,
      description: 'Acme approvers',
      basis: 'employees',
      memberIds: [approverId],
      branchId: null,
      approvalType: 'Sequential',
      levels: [{ level: 1, approverId, altApproverId: null }],
    }),
  );
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
          approval_details: [{ approval_person_id: await acmeFirstId(t, acme.companyId, 'employees') }],
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
          assign_category_type_ids: [await acmeFirstId(t, acme.companyId, 'employees')],
        },
      }),
    })),
    ...[...new Set([approverSuffixesOf(module).list, 'approvables'])].map((suffix): IsolationCase => ({
      route: `GET /api/v1${base}/{id}/${suffix}`,
      request: async (t, acme) => ({ url: await at(t, acme.companyId, `/${suffix}`) }),
    })),
  ] satisfies IsolationCase[];
});
