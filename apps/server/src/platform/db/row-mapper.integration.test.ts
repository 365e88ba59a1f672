import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyIdOf, createTestApp, type TestApp } from '../../test/harness.ts';
import { departments, employees, teams } from '../../db/schema/index.ts';
import type { Tx } from './database.ts';
import { setTenant } from './tenant.ts';
import { useCompiledMapper, type MappablePrepared } from './row-mapper.ts';

let t: TestApp;
let demo: number;
beforeAll(async () => {
  t = await createTestApp();
  demo = await companyIdOf(t, 'demo');
});
afterAll(() => t.close());

/** Columns, computed SQL, nested objects and left joins that miss (employees without a team). */
const shape = (tx: Tx) =>
  tx
    .select({
      id: employees.id,
      name: sql<string>`${employees.firstName} || ' ' || ${employees.lastName}`,
      createdAt: employees.createdAt,
      department: { id: departments.id, name: departments.departmentName },
      team: { id: teams.id, name: teams.teamName },
      teamSize: sql<number>`(SELECT count(*)::int FROM employees m WHERE m.company_id = ${employees.companyId} AND m.team_id = ${employees.teamId})`,
    })
    .from(employees)
    .leftJoin(
      departments,
      and(eq(departments.companyId, employees.companyId), eq(departments.id, employees.departmentId)),
    )
    .leftJoin(teams, and(eq(teams.companyId, employees.companyId), eq(teams.id, employees.teamId)))
    .where(eq(employees.companyId, demo))
    .orderBy(employees.id);

describe('the compiled row mapper', () => {
  it("maps rows exactly as Drizzle's own mapper does, nulled left joins included", async () => {
    const [drizzleRows, compiledRows] = await t.database.transaction(async (tx) => {
      await setTenant(tx, demo);
      const plain = await shape(tx).prepare('').execute();
      const prepared = shape(tx).prepare('');
      useCompiledMapper(prepared as unknown as MappablePrepared);
      expect((prepared as unknown as MappablePrepared).customResultMapper).toBeInstanceOf(Function);
      return [plain, await prepared.execute()];
    });
    expect(drizzleRows.length).toBeGreaterThan(10);
    expect(drizzleRows.some((r) => r.team === null)).toBe(true);
    expect(drizzleRows.some((r) => r.team !== null)).toBe(true);
    expect(compiledRows).toEqual(drizzleRows);
  });
});
