import { eq } from 'drizzle-orm';
import { asAcme, type IsolationCase } from '../../../test/isolation.ts';
import { branches, departments, teams } from '../../../db/schema/index.ts';
import { must } from '../../../test/must.ts';

type T = Parameters<IsolationCase['request']>[0];

/** Acme's head office, and a department and a team of acme made on first use. */
async function acmeStructure(t: T, companyId: number) {
  return asAcme(t, companyId, async (tx) => {
    const [hq] = await tx
      .select({ id: branches.id, name: branches.stationName })
      .from(branches)
      .where(eq(branches.isHq, true));
    const { id: branchId, name: branchName } = must(hq, "the other company's head office");
    let [dept] = await tx.select({ id: departments.id }).from(departments).limit(1);
    dept ??= (
      await tx
        .insert(departments)
        .values({ companyId, departmentName: 'Acme Operations', branchId })
        .returning({ id: departments.id })
    )[0];
    let [team] = await tx.select({ id: teams.id }).from(teams).limit(1);
    team ??= (
      await tx.insert(teams).values({ companyId, teamName: 'Acme Crew' }).returning({ id: teams.id })
    )[0];
    return {
      branchId,
      branchName,
      departmentId: must(dept, 'a department of the other company').id,
      teamId: must(team, 'a team of the other company').id,
    };
  });
}

export const structureIsolationCases: IsolationCase[] = [
  {
    route: 'GET /api/v1/organization/branches/{id}',
    request: async (t, acme) => ({
      url: `/organization/branches/${(await acmeStructure(t, acme.companyId)).branchId}`,
    }),
  },
  {
    route: 'PUT /api/v1/organization/branches/{id}',
    request: async (t, acme) => {
      const s = await acmeStructure(t, acme.companyId);
      return { url: `/organization/branches/${s.branchId}`, payload: { station_name: s.branchName } };
    },
  },
  {
    // Acme's own admin gets 422 (the HQ cannot be deleted), so nothing is removed by the check.
    route: 'DELETE /api/v1/organization/branches/{id}',
    request: async (t, acme) => ({
      url: `/organization/branches/${(await acmeStructure(t, acme.companyId)).branchId}`,
    }),
  },
  {
    route: 'GET /api/v1/organization/branches/{id}/departments',
    request: async (t, acme) => ({
      url: `/organization/branches/${(await acmeStructure(t, acme.companyId)).branchId}/departments`,
    }),
  },
  {
    route: 'GET /api/v1/organization/departments/{id}',
    request: async (t, acme) => ({
      url: `/organization/departments/${(await acmeStructure(t, acme.companyId)).departmentId}`,
    }),
  },
  {
    route: 'PUT /api/v1/organization/departments/{id}',
    request: async (t, acme) => {
      const s = await acmeStructure(t, acme.companyId);
      return {
        url: `/organization/departments/${s.departmentId}`,
        payload: { department_name: 'Acme Operations', branch_id: s.branchId, status: 1 },
      };
    },
  },
  {
    route: 'GET /api/v1/organization/teams/{id}',
    request: async (t, acme) => ({
      url: `/organization/teams/${(await acmeStructure(t, acme.companyId)).teamId}`,
    }),
  },
  {
    route: 'PUT /api/v1/organization/teams/{id}',
    request: async (t, acme) => ({
      url: `/organization/teams/${(await acmeStructure(t, acme.companyId)).teamId}`,
      payload: { team_name: 'Acme Crew' },
    }),
  },
];
