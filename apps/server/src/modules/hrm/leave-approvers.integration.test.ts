import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXEMPTION_APPROVER_MESSAGES, LEAVE_APPROVER_MESSAGES as M } from '@clockroom/contracts';
import { client, createTestApp, login, type TestApp } from '../../test/harness.ts';
import { expectFieldError } from '../../test/kit.ts';
import { must } from '../../test/must.ts';

const BASE = '/hrm/leaves/settings/approversettings';
let t: TestApp;
let admin: string;
let employee: string;
let staff: number[];
let branch: { id: number; station_name: string };
let department: { id: number; department_name: string };
let grade: { id: number };
let acmeEmployee: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t, 'admin@demo.example');
  employee = await login(t, 'employee@demo.example');
  staff = (await client(t, admin).get('/organization/employees?perPage=4'))
    .json()
    .data.results.map((e: { id: number }) => e.id);
  branch = must((await client(t, admin).get('/organization/branches')).json().data.results[0], 'a branch');
  department = must(
    (await client(t, admin).get('/organization/departments')).json().data.results[0],
    'a department',
  );
  grade = must(
    (await client(t, admin).get('/organization/employees/settings/grades')).json().data.results[0],
    'a grade',
  );
  const acme = await login(t, 'admin@acme.example', 'acme');
  acmeEmployee = (await client(t, acme).get('/user')).json().data.employee.id;
});
afterAll(() => t.close());

const person = (i: number) => must(staff[i], `employee ${i}`);
const byDepartment = () => ({
  description: 'Operations leave',
  approval_types: 'Sequential',
  category_type: 'department',
  departments: [department.id],
  branch_id: branch.id,
  no_approvals: 2,
  approver_details: [
    { approver_person_id: person(0), alt_approver_person_id: person(1) },
    { approver_person_id: person(2), alt_approver_person_id: '' },
  ],
});

describe('leave approver settings', () => {
  it('creates a department group in one branch and reads it back as the edit form needs it', async () => {
    const res = await client(t, admin).post(BASE, byDepartment());
    expect(res.statusCode, res.body).toBe(201);
    const detail = res.json().data;
    expect(detail).toMatchObject({
      description: 'Operations leave',
      no_approvals: 2,
      approval_types: 'Sequential',
      category_type: 'department',
      branch_id: branch.id,
      branch: { id: branch.id, station_name: branch.station_name },
      departments: [{ id: department.id, department_name: department.department_name }],
      employees: [],
      employeeGrades: [],
      branches: [],
    });
    expect(detail.approvalLevels.map((l: { approval_person_id: number }) => l.approval_person_id)).toEqual([
      person(0),
      person(2),
    ]);
    expect((await client(t, admin).get(`${BASE}/${detail.id}`)).json().data).toEqual(detail);
  });

  it('sends branch_id 0 for an employees basis, and takes the grade spelled grade', async () => {
    const employees = await client(t, admin).post(BASE, {
      ...byDepartment(),
      category_type: 'employees',
      employees: [person(3)],
      branch_id: 0,
    });
    expect(employees.statusCode, employees.body).toBe(201);
    expect(employees.json().data).toMatchObject({
      branch_id: 0,
      branch: null,
      employees: [{ id: person(3) }],
    });
    const graded = await client(t, admin).post(BASE, {
      ...byDepartment(),
      category_type: 'grade',
      grades: [grade.id],
    });
    expect(graded.json().data).toMatchObject({
      category_type: 'station_grade',
      employeeGrades: [{ id: grade.id }],
    });
  });

  it.each([
    [{ description: '' }, 'description', M.descriptionRequired],
    [{ approval_types: '' }, 'approval_types', M.typeRequired],
    [{ no_approvals: 0 }, 'no_approvals', M.countRequired],
    [{ departments: [] }, 'departments', M.departmentsRequired],
    [{ branch_id: 0 }, 'branch_id', M.branchRequired],
    [{ no_approvals: 3 }, 'approver_details', M.levelsMismatch],
    [
      { approver_details: [{ approver_person_id: '' }, { approver_person_id: 1 }] },
      'approver_details.0.approver_person_id',
      M.personRequired,
    ],
  ])('refuses %j with the spec’s message', async (change, field, message) => {
    const res = await client(t, admin).post(BASE, { ...byDepartment(), ...change });
    expect(res.statusCode).toBe(422);
    expectFieldError(res, field, message);
  });

  it("refuses another company's approver", async () => {
    const res = await client(t, admin).post(BASE, {
      ...byDepartment(),
      no_approvals: 1,
      approver_details: [{ approver_person_id: acmeEmployee }],
    });
    expectFieldError(res, 'approver_details', M.personRequired);
  });

  it('lists, edits, and deletes in bulk, all or nothing', async () => {
    const a = (await client(t, admin).post(BASE, { ...byDepartment(), description: 'Bulk A' })).json().data
      .id;
    const b = (await client(t, admin).post(BASE, { ...byDepartment(), description: 'Bulk B' })).json().data
      .id;
    const list = (await client(t, admin).get(`${BASE}?search_query=bulk`)).json().data;
    expect(list.results.map((r: { description: string }) => r.description)).toEqual(['Bulk A', 'Bulk B']);

    const edited = await client(t, admin).put(`${BASE}/${a}`, {
      ...byDepartment(),
      description: 'Bulk A, by branch',
      category_type: 'branch',
      branches: [branch.id],
      branch_id: 0,
      no_approvals: 1,
      approver_details: [{ approver_person_id: person(1) }],
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({
      category_type: 'branch',
      branches: [{ id: branch.id }],
      departments: [],
      no_approvals: 1,
    });

    expect((await client(t, admin).post(`${BASE}/delete`, { approverIds: [a, 999999] })).statusCode).toBe(
      404,
    );
    const deleted = await client(t, admin).post(`${BASE}/delete`, { approverIds: [a, b] });
    expect(deleted.json().data).toEqual({ deleted: 2 });
    expect((await client(t, admin).get(`${BASE}/${a}`)).statusCode).toBe(404);
  });

  it('needs manage leave approvers', async () => {
    expect((await client(t, employee).get(BASE)).statusCode).toBe(403);
  });
});

describe('exemption approval settings (the same shape, exemption wording)', () => {
  const EXEMPTIONS = '/hrm/exemptions/settings/approvals';
  it('creates, reads, lists and deletes one by id, with its own messages', async () => {
    const bad = await client(t, admin).post(EXEMPTIONS, { ...byDepartment(), description: '' });
    expectFieldError(bad, 'description', EXEMPTION_APPROVER_MESSAGES.descriptionRequired);
    const created = await client(t, admin).post(EXEMPTIONS, {
      ...byDepartment(),
      description: 'Exemptions, operations',
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id;
    expect((await client(t, admin).get(`${EXEMPTIONS}/${id}`)).json().data).toMatchObject({
      description: 'Exemptions, operations',
      category_type: 'department',
      departments: [{ id: department.id }],
    });
    // The leave list does not show it: each module has its own groups.
    const leave = (await client(t, admin).get(`${BASE}?search_query=exemptions`)).json().data;
    expect(leave.total).toBe(0);
    expect((await client(t, admin).get(EXEMPTIONS)).json().data.total).toBe(1);
    expect((await client(t, admin).delete(`${EXEMPTIONS}/${id}`)).json().data).toEqual({ deleted: 1 });
    expect((await client(t, admin).get(`${EXEMPTIONS}/${id}`)).statusCode).toBe(404);
  });
});
