import { describe, expect, it } from 'vitest';
import { APPROVER_GROUP_MESSAGES as M } from '@clockroom/contracts';
import { dataOf, expectFieldError, testFile } from '../../../../test/kit.ts';
import { make } from '../../../../test/factories.ts';

/** Overtime's approver groups (spec 3 §7; ambiguity 34): the kit's calls under the spec's own suffixes. */
const GROUPS = '/attendance/overtime/settings/approvals';
const f = testFile();

interface Group {
  id: number;
  group_name: string;
  approval_types: string;
  assigned_count: number;
  approvalLevels: { level: number; approval_person_id: number }[];
}

const levelsOf = async () => {
  const admin = await f.as('admin');
  const [a, b] = await Promise.all([make.employee(admin), make.employee(admin)]);
  return { a: a.id, b: b.id };
};

describe('overtime approver groups', () => {
  it('lists none before any is made', async () => {
    expect(dataOf(await (await f.as('admin')).get(GROUPS))).toEqual({ results: [], total: 0 });
  });

  it('creates, reads, edits, searches and deletes a group', async () => {
    const admin = await f.as('admin');
    const p = await levelsOf();
    const made = dataOf<Group>(
      await admin.post(GROUPS, {
        group_name: 'Overtime approvers',
        approval_types: 'Sequential',
        approvers_count: 2,
        approval_details: [
          { approval_person_id: p.a, alt_approval_person_id: p.b },
          { approval_person_id: p.b },
        ],
      }),
      201,
    );
    expect(made).toMatchObject({ group_name: 'Overtime approvers', approval_types: 'Sequential' });
    expect(made.approvalLevels.map((l) => l.approval_person_id)).toEqual([p.a, p.b]);
    expect(dataOf(await admin.get(`${GROUPS}/${made.id}`))).toEqual(made);
    const edited = dataOf<Group>(
      await admin.put(`${GROUPS}/${made.id}`, {
        group_name: 'Overtime committee',
        approval_types: 'Concurrent',
        approvers_count: 1,
        approval_details: [{ approval_person_id: p.b }],
      }),
    );
    expect(edited).toMatchObject({ group_name: 'Overtime committee', approval_types: 'Concurrent' });
    const found = dataOf<{ results: Group[] }>(await admin.get(`${GROUPS}?search_query=committee`));
    expect(found.results.map((g) => g.id)).toEqual([made.id]);
    dataOf(await admin.delete(`${GROUPS}/${made.id}`));
    expect((await admin.get(`${GROUPS}/${made.id}`)).statusCode).toBe(404);
  });

  it('assigns employees with the spec’s payload and lists them as assignables (data.employees)', async () => {
    const admin = await f.as('admin');
    const p = await levelsOf();
    const group = dataOf<Group>(
      await admin.post(GROUPS, {
        group_name: 'Night shift overtime',
        approval_types: 'Sequential',
        approvers_count: 1,
        approval_details: [{ approval_person_id: p.a }],
      }),
      201,
    );
    const staff = await make.employee(admin);
    const assigned = dataOf<Group>(
      await admin.post(`${GROUPS}/${group.id}/assign-employees`, {
        category_type: 'employee',
        assign_category_type_ids: [staff.id],
        unassign_category_type_ids: [],
      }),
    );
    expect(assigned).toMatchObject({ assigned_count: 1 });
    const covered = dataOf<{ results: { id: number }[]; total: number; employees: { id: number }[] }>(
      await admin.get(`${GROUPS}/${group.id}/assignables`),
    );
    expect(covered).toMatchObject({ total: 1 });
    expect(covered.results.map((e) => e.id)).toEqual([staff.id]);
    expect(covered.employees).toEqual(covered.results);
    // The shared screens' generic pair answers too.
    const generic = dataOf<{ results: { id: number }[] }>(
      await admin.get(`${GROUPS}/${group.id}/approvables`),
    );
    expect(generic.results.map((e) => e.id)).toEqual([staff.id]);
    dataOf(
      await admin.post(`${GROUPS}/${group.id}/approvables`, {
        category_type: 'employee',
        unassign_category_type_ids: [staff.id],
      }),
    );
    expect(dataOf<{ total: number }>(await admin.get(`${GROUPS}/${group.id}/assignables`)).total).toBe(0);
    expectFieldError(
      await admin.post(`${GROUPS}/${group.id}/assign-employees`, { category_type: 'employee' }),
      'assign_category_type_ids',
      M.selectionRequired,
    );
  });

  it('needs view overtimes to read and manage overtime settings to change', async () => {
    const employee = await f.as('employee');
    expect((await employee.get(GROUPS)).statusCode).toBe(403);
    const create = await employee.post(GROUPS, {
      group_name: 'Mine',
      approval_types: 'Sequential',
      approvers_count: 1,
      approval_details: [{ approval_person_id: 1 }],
    });
    expect(create.statusCode).toBe(403);
  });
});
