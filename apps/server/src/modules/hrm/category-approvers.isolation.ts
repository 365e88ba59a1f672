import type { IsolationCase } from '../../test/isolation.ts';
import { groupOf } from '../../platform/approvals/approver-groups.isolation.ts';

/** Leave and exemption approver settings: acme's group by id is a 404 to demo's admin. */
function casesFor(module: string, base: string, deleteById: boolean): IsolationCase[] {
  const url = async (t: Parameters<IsolationCase['request']>[0], companyId: number) =>
    `${base}/${await groupOf(t, companyId, module)}`;
  return [
    { route: `GET /api/v1${base}/{id}`, request: async (t, acme) => ({ url: await url(t, acme.companyId) }) },
    {
      route: `PUT /api/v1${base}/{id}`,
      request: async (t, acme) => ({
        url: await url(t, acme.companyId),
        // Refused as invalid by acme itself (a branch it does not have), but found: demo gets a 404 first.
        payload: {
          description: 'Renamed',
          approval_types: 'Sequential',
          category_type: 'branch',
          branches: [1],
          no_approvals: 1,
          approver_details: [{ approver_person_id: 1 }],
        },
      }),
    },
    ...(deleteById
      ? [
          {
            route: `DELETE /api/v1${base}/{id}`,
            request: async (t: Parameters<IsolationCase['request']>[0], acme: { companyId: number }) => ({
              url: await url(t, acme.companyId),
            }),
          },
        ]
      : []),
  ];
}

export const categoryApproverIsolationCases: IsolationCase[] = [
  ...casesFor('leave', '/hrm/leaves/settings/approversettings', false),
  ...casesFor('exemption', '/hrm/exemptions/settings/approvals', true),
];
