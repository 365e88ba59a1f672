import { EMPLOYEE_SETTING_KINDS, EMPLOYEE_SETTINGS, type EmployeeSettingKind } from '@clockroom/contracts';
import { acmeFirstId, type IsolationCase } from '../../../test/isolation.ts';

const TABLE: Record<EmployeeSettingKind, string> = {
  types: 'employee_types',
  grades: 'employee_grades',
  categories: 'employee_categories',
  designations: 'employee_designations',
};

/** The first row of acme's list of this kind (acme's seed has some of each). */
const acmeSettingId = (
  t: Parameters<IsolationCase['request']>[0],
  companyId: number,
  kind: EmployeeSettingKind,
) => acmeFirstId(t, companyId, TABLE[kind]);

export const employeeSettingsIsolationCases: IsolationCase[] = EMPLOYEE_SETTING_KINDS.flatMap((kind) => {
  const path = `/organization/employees/settings/${kind}`;
  const url = async (t: Parameters<IsolationCase['request']>[0], companyId: number) =>
    `${path}/${await acmeSettingId(t, companyId, kind)}`;
  return [
    {
      route: `GET /api/v1${path}/{id}`,
      request: async (t, acme) => ({ url: await url(t, acme.companyId) }),
    },
    {
      route: `PUT /api/v1${path}/{id}`,
      request: async (t, acme) => ({
        url: await url(t, acme.companyId),
        payload: { [EMPLOYEE_SETTINGS[kind].field]: 'Isolation check', description: null },
      }),
    },
    {
      route: `DELETE /api/v1${path}/{id}`,
      request: async (t, acme) => ({ url: await url(t, acme.companyId) }),
    },
  ];
});
