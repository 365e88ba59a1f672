import { describe, expect, it } from 'vitest';
import { make } from './factories.ts';
import { dataOf, testFile } from './kit.ts';

const f = testFile();

describe('data factories', () => {
  it('make valid, distinct records through the API, as the persona', async () => {
    const admin = await f.as('admin');
    const branch = await make.branch(admin);
    const [a, b] = [await make.team(admin), await make.team(admin)];
    expect(a.team_name).not.toBe(b.team_name);
    const department = await make.department(admin, { branch_id: branch.id });
    const employee = await make.employee(admin, { branch_id: branch.id, department_id: department.id });
    expect(employee).toMatchObject({ first_name: 'Ngozi', branch: { id: branch.id } });
    const found = dataOf<{ results: { id: number }[] }>(
      await admin.get(`/organization/employees?search_query=${encodeURIComponent(employee.last_name)}`),
    );
    expect(found.results.map((r) => r.id)).toEqual([employee.id]);
  });

  it('fail the test with the answer when the persona may not create the record', async () => {
    const employee = await f.as('employee');
    await expect(make.team(employee)).rejects.toThrow(/POST \/organization\/teams: .*403|expected 403/s);
  });
});
