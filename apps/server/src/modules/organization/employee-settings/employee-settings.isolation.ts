import { sql } from 'drizzle-orm';
import { EMPLOYEE_SETTING_KINDS, EMPLOYEE_SETTINGS, type EmployeeSettingKind } from '@clockroom/contracts';
import type { IsolationCase } from '../../../test/isolation.ts';
import { setTenant } from '../../../platform/db/tenant.ts';
import { must } from '../../../test/must.ts';

const TABLE: Record<EmployeeSettingKind, string> = {
  types: 'employee_types',
  grades: 'employee_grades',
  categories: 'employee_categories',
  designations: 'employee_designations',
};

/** The first row of acme's list of this kind (acme's seed has some of each). */
async function acmeSettingId(
  t: Parameters<IsolationCase['request']>[0],
  companyId: number,
  kind: EmployeeSettingKind,
): Promise<number> {
  return t.database.transaction(async (tx) => {
    await setTenant(tx, companyId);
    const r = await tx.execute<{ id: string }>(
      sql`SELECT id FROM ${sql.identifier(TABLE[kind])} ORDER BY id LIMIT 1`,
    );
    return Number(must(r.rows[0], `a ${kind} of the other company`).id);
  });
}

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
