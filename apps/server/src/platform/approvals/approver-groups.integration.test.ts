import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { APPROVER_GROUP_MESSAGES as M, APPROVER_SETTINGS_APIS } from '@clockroom/contracts';
import { client, createTestApp, login, type TestApp } from '../../test/harness.ts';
import { expectFieldError } from '../../test/kit.ts';
import { must } from '../../test/must.ts';

/** The generic approver-settings calls (ADR 22), tried on the loans' base path and listed on every module's. */
const BASE = APPROVER_SETTINGS_APIS.loan;
let t: TestApp;
let admin: string;
let employee: string;
let staff: { id: number }[];
let acmeEmployee: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t, 'admin@demo.example');
  employee = await login(t, 'employee@demo.example');
  staff = (await client(t, admin).get('/organization/employees?perPage=6')).json().data.results;
  const acme = await login(t, 'admin@acme.example', 'acme');
  acmeEmployee = (await client(t, acme).get('/user')).json().data.employee.id;
});
afterAll(() => t.close());

const person = (i: number) => must(staff[i], `employee ${i} of the list`).id;
const valid = () => ({
  group_name: 'Loan committee',
  approval_types: 'Sequential',
  approvers_count: 2,
  approval_details: [
    { approval_person_id: person(0), alt_approval_person_id: person(1) },
    { approval_person_id: person(2) },
  ],
});

describe('approver settings', () => {
  it('creates a group with its levels, named, and reads it back', async () => {
    const res = await client(t, admin).post(BASE, valid());
    expect(res.statusCode, res.body).toBe(201);
    const group = res.json().data;
    expect(group).toMatchObject({
      group_name: 'Loan committee',
      approvers_count: 2,
      approval_types: 'Sequential',
      category_type: 'employees',
      assigned_count: 0,
    });
    expect(group.approvalLevels).toEqual([
      expect.objectContaining({ level: 1, approval_person_id: person(0), alt_approval_person_id: person(1) }),
      expect.objectContaining({
        level: 2,
        approval_person_id: person(2),
        alt_approval_person_id: null,
        alt_approval_person: null,
      }),
    ]);
    expect(group.approvalLevels[0].approval_person_name).toMatch(/\w+ \w+/);
    const read = await client(t, admin).get(`${BASE}/${group.id}`);
    expect(read.json().data).toEqual(group);
  });

  it("accepts the leave approver's spelling too (approver_details, approver_person_id, no_approvals)", async () => {
    const res = await client(t, admin).post(BASE, {
      group_name: 'Leave spelling',
      approval_types: 'Concurrent',
      no_approvals: 1,
      approver_details: [{ approver_person_id: person(3), alt_approver_person_id: person(4) }],
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().data.approvalLevels[0]).toMatchObject({
      approval_person_id: person(3),
      alt_approval_person_id: person(4),
    });
  });

  it.each([
    [{ group_name: '' }, 'group_name', M.nameRequired],
    [{ approval_types: 'Parallel' }, 'approval_types', M.typeRequired],
    [{ approvers_count: 0 }, 'approvers_count', M.countRequired],
    [{ approvers_count: 3 }, 'approval_details', M.levelsMismatch],
    [
      { approval_details: [{ approval_person_id: '' }, { approval_person_id: 1 }] },
      'approval_details.0.approval_person_id',
      M.personRequired,
    ],
  ])('refuses %j with the spec’s message', async (change, field, message) => {
    const res = await client(t, admin).post(BASE, { ...valid(), ...change });
    expect(res.statusCode).toBe(422);
    expectFieldError(res, field, message);
  });

  it("refuses an alternate equal to the approver, and another company's employee", async () => {
    const same = await client(t, admin).post(BASE, {
      ...valid(),
      approvers_count: 1,
      approval_details: [{ approval_person_id: person(0), alt_approval_person_id: person(0) }],
    });
    expectFieldError(same, 'approval_details.0.alt_approval_person_id', M.alternateInvalid);
    const foreign = await client(t, admin).post(BASE, {
      ...valid(),
      approvers_count: 1,
      approval_details: [{ approval_person_id: acmeEmployee }],
    });
    expect(foreign.statusCode).toBe(422);
    expectFieldError(foreign, 'approval_details', M.personRequired);
  });

  it('lists with search and paging, edits, and deletes', async () => {
    const created = (await client(t, admin).post(BASE, { ...valid(), group_name: 'Findable board' })).json()
      .data;
    const found = (await client(t, admin).get(`${BASE}?search_query=findable&per_page=5`)).json().data;
    expect(found.total).toBe(1);
    expect(found.results[0]).toMatchObject({ id: created.id, approvers_count: 2 });

    const edited = await client(t, admin).put(`${BASE}/${created.id}`, {
      group_name: 'Findable board, smaller',
      approval_types: 'Concurrent',
      approvers_count: 1,
      approval_details: [{ approval_person_id: person(5) }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ approval_types: 'Concurrent', approvers_count: 1 });

    expect((await client(t, admin).delete(`${BASE}/${created.id}`)).statusCode).toBe(200);
    expect((await client(t, admin).get(`${BASE}/${created.id}`)).statusCode).toBe(404);
  });

  it('assigns and unassigns employees, or a department, and lists who the group covers', async () => {
    const id = (await client(t, admin).post(BASE, { ...valid(), group_name: 'Assignable' })).json().data.id;
    const empty = await client(t, admin).post(`${BASE}/${id}/approvables`, { category_type: 'employees' });
    expectFieldError(empty, 'assign_category_type_ids', M.selectionRequired);

    await client(t, admin).post(`${BASE}/${id}/approvables`, {
      assign_category_type_ids: [person(1), person(2)],
    });
    const two = await client(t, admin).post(`${BASE}/${id}/approvables`, {
      category_type: 'employees',
      unassign_category_type_ids: [person(1)],
    });
    expect(two.json().data.assigned_count).toBe(1);
    const covered = (await client(t, admin).get(`${BASE}/${id}/approvables`)).json().data;
    expect(covered.results.map((e: { id: number }) => e.id)).toEqual([person(2)]);

    const departments = (await client(t, admin).get('/organization/departments?per_page=50')).json().data
      .results;
    const department = must(
      departments.find((d: { employees_count: number }) => d.employees_count > 0) as
        { id: number } | undefined,
      'a department with staff',
    ).id;
    const byDepartment = await client(t, admin).post(`${BASE}/${id}/approvables`, {
      category_type: 'department',
      assign_category_type_ids: [department],
    });
    expect(byDepartment.json().data).toMatchObject({ category_type: 'department', assigned_count: 1 });
    const members = (await client(t, admin).get(`${BASE}/${id}/approvables?per_page=100`)).json().data;
    expect(members.total).toBeGreaterThan(0);
    expect(members.results.every((e: { department: string | null }) => e.department !== null)).toBe(true);

    const foreign = await client(t, admin).post(`${BASE}/${id}/approvables`, {
      assign_category_type_ids: [acmeEmployee],
    });
    expectFieldError(foreign, 'assign_category_type_ids', M.idsInvalid);
  });

  it('needs the module’s permissions', async () => {
    expect((await client(t, employee).get(BASE)).statusCode).toBe(403);
    expect((await client(t, employee).post(BASE, valid())).statusCode).toBe(403);
  });

  it.each(Object.entries(APPROVER_SETTINGS_APIS))(
    'answers the list on %s’s base path',
    async (_module, base) => {
      const res = await client(t, admin).get(base);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ results: expect.any(Array), total: expect.any(Number) });
    },
  );
});
