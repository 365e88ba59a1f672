import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { LEAVE_TYPE_MESSAGES as M } from '@clockroom/contracts';
import { client, companyIdOf, createTestApp, login, type TestApp } from '../../../test/harness.ts';
import { createdWith, expectFieldError } from '../../../test/kit.ts';
import { must } from '../../../test/must.ts';
import { setTenant } from '../../../platform/db/tenant.ts';

const BASE = '/hrm/leaves/settings/leavetypes';
let t: TestApp;
let admin: string;
let hr: string;
let employee: string;
let acme: string;
/** The self-service employee's own record. */
let me: { id: number; branchId: number; departmentId: number; gradeId: number; gender: string };
let otherBranch: number;
let otherDepartment: number;
let otherGrade: number;
let someone: number;
let acmeIds: { employee: number; branch: number; department: number; leaveType: number };

type Named = { id: number };
const firstOther = (list: Named[], not: number) =>
  must(
    list.find((x) => x.id !== not),
    'another one',
  ).id;

beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t, 'admin@demo.example');
  hr = await login(t, 'hr@demo.example');
  employee = await login(t, 'employee@demo.example');
  acme = await login(t, 'admin@acme.example', 'acme');
  const myId = (await client(t, employee).get('/user')).json().data.employee.id as number;
  const record = (await client(t, admin).get(`/organization/employees/${myId}`)).json().data;
  me = {
    id: myId,
    branchId: record.branch_id ?? record.branch.id,
    departmentId: record.department_id ?? record.department.id,
    gradeId: record.employee_grade_id ?? record.employee_grade.id,
    gender: record.gender,
  };
  const branches = (await client(t, admin).get('/organization/branches?perPage=50')).json().data.results;
  const departments = (await client(t, admin).get('/organization/departments?perPage=50')).json().data
    .results;
  const grades = (await client(t, admin).get('/organization/employees/settings/grades?perPage=50')).json()
    .data.results;
  otherBranch = firstOther(branches, me.branchId);
  otherDepartment = firstOther(departments, me.departmentId);
  otherGrade = firstOther(grades, me.gradeId);
  const staff = (await client(t, admin).get('/organization/employees?perPage=5')).json().data.results;
  someone = firstOther(staff, me.id);
  const acmeUser = (await client(t, acme).get('/user')).json().data;
  const acmeBranch = (await client(t, acme).get('/organization/branches')).json().data.results[0].id;
  const acmeDepartment = (await client(t, acme).get('/organization/departments')).json().data.results[0]?.id;
  const acmeType = await client(t, acme).post(BASE, { leave_name: 'Acme Annual', applicable_days: 10 });
  expect(acmeType.statusCode, acmeType.body).toBe(201);
  acmeIds = {
    employee: acmeUser.employee.id,
    branch: acmeBranch,
    department: acmeDepartment ?? 999999,
    leaveType: acmeType.json().data.id,
  };
});
afterAll(() => t.close());

let counter = 0;
async function create(payload: Record<string, unknown>) {
  const res = await client(t, admin).post(BASE, {
    applicable_days: 10,
    ...payload,
    leave_name: payload.leave_name ?? `Type ${++counter}`,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as { id: number; leave_name: string; gender: string | null; category_type: string };
}

describe('leave types', () => {
  it('creates a type with the spec payload and reads it back with names', async () => {
    const res = await client(t, hr).post(BASE, {
      leave_name: 'Annual Leave',
      weekend: ['Saturday', 'Sunday'],
      applicable_days: '20',
      period_type: 'Day',
      category_type: 'department',
      departments: [me.departmentId],
      branch_id: me.branchId,
      is_generic: 0,
      note: 'Twenty working days a year',
    });
    createdWith(res, M.created);
    const created = res.json().data;
    expect(created).toMatchObject({
      leave_name: 'Annual Leave',
      weekend: ['Saturday', 'Sunday'],
      applicable_days: 20,
      period_type: 'Day',
      category_type: 'department',
      is_generic: false,
      branch_id: me.branchId,
      branch: { id: me.branchId, station_name: expect.any(String) },
      departments: [{ id: me.departmentId, department_name: expect.any(String) }],
      grades: [],
      employees: [],
      gender: null,
      note: 'Twenty working days a year',
    });
    const got = await client(t, hr).get(`${BASE}/${created.id}`);
    expect(got.statusCode).toBe(200);
    expect(got.json().data).toEqual(created);
  });

  it('lists paged with a total, and searches by name', async () => {
    await create({ leave_name: 'Study Leave' });
    await create({ leave_name: 'Sick Leave' });
    const page = (await client(t, hr).get(`${BASE}?page=1&perPage=1`)).json().data;
    expect(page.results).toHaveLength(1);
    expect(page.total).toBeGreaterThanOrEqual(3);
    const alt = (await client(t, hr).get(`${BASE}?page=1&per_page=2`)).json().data;
    expect(alt.results).toHaveLength(2);
    const found = (await client(t, hr).get(`${BASE}?search_query=study`)).json().data;
    expect(found.results.map((r: { leave_name: string }) => r.leave_name)).toEqual(['Study Leave']);
    expect(found.total).toBe(1);
  });

  it.each([
    ['Weekend', ['Saturday', 'Sunday']],
    [['Weekend'], ['Saturday', 'Sunday']],
    ['Sunday,Saturday', ['Saturday', 'Sunday']],
    [['sunday'], ['Sunday']],
    [[], []],
    [undefined, []],
  ])('reads the weekend %j as %j', async (weekend, expected) => {
    const type = await create({ weekend });
    expect((await client(t, admin).get(`${BASE}/${type.id}`)).json().data.weekend).toEqual(expected);
  });

  it.each([
    ['Maternity Leave', 'male', 'female'],
    ['PATERNITY leave', undefined, 'male'],
    ['Extended maternity', null, 'female'],
    ['Compassionate Leave', 'Female', 'female'],
    ['Casual Leave', undefined, null],
  ])('%s with gender %j is for %j', async (leave_name, gender, expected) => {
    const type = await create({ leave_name, gender });
    expect(type.gender).toBe(expected);
  });

  it('also forces the gender on update', async () => {
    const type = await create({ leave_name: 'Family Leave', gender: 'male' });
    const res = await client(t, admin).put(`${BASE}/${type.id}`, {
      leave_name: 'Maternity (extended)',
      applicable_days: 90,
      gender: 'male',
      category_type: 'all_users',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ message: M.updated, data: { gender: 'female', applicable_days: 90 } });
  });

  const valid = { leave_name: 'Valid', applicable_days: 5 };
  /** An edit names the category type (spec 2 §5). */
  const editable = { ...valid, category_type: 'all_users' };
  it.each([
    [{ applicable_days: 5 }, 'leave_name', M.nameRequired],
    [{ ...valid, leave_name: '   ' }, 'leave_name', M.nameRequired],
    [{ ...valid, leave_name: 'x'.repeat(151) }, 'leave_name', M.nameTooLong],
    [{ leave_name: 'Valid' }, 'applicable_days', M.daysRequired],
    [{ ...valid, applicable_days: '' }, 'applicable_days', M.daysRequired],
    [{ ...valid, applicable_days: 'abc' }, 'applicable_days', M.daysRequired],
    [{ ...valid, applicable_days: 0 }, 'applicable_days', M.daysInvalid],
    [{ ...valid, applicable_days: 367 }, 'applicable_days', M.daysInvalid],
    [{ ...valid, applicable_days: 2.5 }, 'applicable_days', M.daysInvalid],
    [{ ...valid, weekend: ['Monday'] }, 'weekend', M.weekendInvalid],
    [{ ...valid, period_type: 'Hour' }, 'period_type', M.periodInvalid],
    [{ ...valid, gender: 'other' }, 'gender', M.genderRequired],
    [{ ...valid, is_generic: 0 }, 'branch_id', M.branchRequired],
    [{ ...valid, is_generic: false, branch_id: '' }, 'branch_id', M.branchRequired],
    [{ ...valid, is_generic: 0, branch_id: 999999 }, 'branch_id', M.branchRequired],
    [{ ...valid, category_type: 'department' }, 'departments', M.departmentsRequired],
    [{ ...valid, category_type: 'department', departments: [999999] }, 'departments', M.departmentsRequired],
    [{ ...valid, category_type: 'station_grade', grades: [] }, 'grades', M.gradesRequired],
    [{ ...valid, category_type: 'station_grade', grades: [999999] }, 'grades', M.gradesRequired],
    [{ ...valid, category_type: 'employees' }, 'employees', M.employeesRequired],
    [{ ...valid, category_type: 'employees', employees: ['abc'] }, 'employees', M.employeesRequired],
    [{ ...valid, category_type: '' }, 'category_type', M.categoryRequired],
    [{ ...valid, category_type: 'branch' }, 'category_type', M.categoryRequired],
    [{ ...valid, note: 'n'.repeat(1001) }, 'note', M.noteTooLong],
  ])('refuses %j with a message on %s', async (payload, field, message) => {
    const res = await client(t, admin).post(BASE, payload);
    expect(res.statusCode, res.body).toBe(422);
    expectFieldError(res, field, message);
  });

  it('checks the spec messages word for word, trailing spaces included', () => {
    expect(M).toMatchObject({
      nameRequired: 'Please input leave type name',
      daysRequired: 'Please input leave duration',
      genderRequired: 'Please select gender',
      branchRequired: 'Please select branch',
      departmentsRequired: 'Please select department ',
      gradesRequired: 'Please select grade ',
      employeesRequired: 'Please select employee ',
      categoryRequired: 'Please select category type ',
    });
  });

  it('refuses an edit without the category type, and keeps a department type to its department', async () => {
    const scoped = await create({ category_type: 'department', departments: [me.departmentId] });
    for (const category_type of [undefined, null, '']) {
      const res = await client(t, admin).put(`${BASE}/${scoped.id}`, { ...valid, category_type });
      expect(res.statusCode, res.body).toBe(422);
      expectFieldError(res, 'category_type', M.categoryRequired);
    }
    const read = (await client(t, admin).get(`${BASE}/${scoped.id}`)).json().data;
    expect(read).toMatchObject({ category_type: 'department', departments: [{ id: me.departmentId }] });
    // Creating without it still means everyone (the create form may leave it out).
    expect((await create({})).category_type).toBe('all_users');
  });

  it("refuses another company's branch, department, grade or employee", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ is_generic: 0, branch_id: acmeIds.branch }, 'branch_id', M.branchRequired],
      [
        { category_type: 'department', departments: [acmeIds.department] },
        'departments',
        M.departmentsRequired,
      ],
      [
        { category_type: 'employees', employees: [me.id, acmeIds.employee] },
        'employees',
        M.employeesRequired,
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await client(t, admin).post(BASE, { ...valid, leave_name: 'Ghost', ...payload });
      expect(res.statusCode, res.body).toBe(422);
      expectFieldError(res, field, message);
    }
    expect((await client(t, admin).get(`${BASE}?search_query=Ghost`)).json().data.total).toBe(0);
  });

  it('refuses a duplicate name, whatever the case and spaces, on create and update', async () => {
    await create({ leave_name: 'Bereavement Leave' });
    const dup = await client(t, admin).post(BASE, { ...valid, leave_name: '  bereavement LEAVE ' });
    expect(dup.statusCode).toBe(422);
    expectFieldError(dup, 'leave_name', M.nameTaken);
    const other = await create({ leave_name: 'Exam Leave' });
    const renamed = await client(t, admin).put(`${BASE}/${other.id}`, {
      ...valid,
      leave_name: 'Bereavement leave',
      category_type: 'all_users',
    });
    expectFieldError(renamed, 'leave_name', M.nameTaken);
    // Another company's names are its own.
    expect((await client(t, admin).post(BASE, { ...valid, leave_name: 'Acme Annual' })).statusCode).toBe(201);
  });

  it('deletes a type without requests, and refuses one that has requests', async () => {
    const free = await create({ leave_name: 'Unused Leave' });
    const del = await client(t, admin).delete(`${BASE}/${free.id}`);
    expect(del.statusCode, del.body).toBe(200);
    expect(del.json().message).toBe(M.deleted);
    expect((await client(t, admin).get(`${BASE}/${free.id}`)).statusCode).toBe(404);

    const used = await create({ leave_name: 'Used Leave' });
    const demo = await companyIdOf(t, 'demo');
    await t.database.transaction(async (tx) => {
      await setTenant(tx, demo);
      await tx.execute(sql`INSERT INTO leave_requests (company_id, employee_id, leave_type_id, start_date,
        end_date, days, note, status) VALUES (${demo}, ${me.id}, ${used.id}, '2026-03-02', '2026-03-03', 2,
        'Family', 'approved')`);
    });
    const refused = await client(t, admin).delete(`${BASE}/${used.id}`);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(M.inUse);
    expect((await client(t, admin).get(`${BASE}/${used.id}`)).statusCode).toBe(200);
  });

  it('needs view leaves to read and manage leave types to write', async () => {
    const type = await create({});
    expect((await client(t, employee).get(BASE)).statusCode).toBe(403);
    expect((await client(t, employee).get(`${BASE}/${type.id}`)).statusCode).toBe(403);
    expect((await client(t, employee).post(BASE, valid)).statusCode).toBe(403);
    expect((await client(t, employee).put(`${BASE}/${type.id}`, editable)).statusCode).toBe(403);
    expect((await client(t, employee).delete(`${BASE}/${type.id}`)).statusCode).toBe(403);
  });

  it("answers 404 for an unknown id or another company's", async () => {
    expect((await client(t, admin).get(`${BASE}/999999`)).json().message).toBe(M.notFound);
    const foreign = `${BASE}/${acmeIds.leaveType}`;
    expect((await client(t, admin).get(foreign)).statusCode).toBe(404);
    expect((await client(t, admin).put(foreign, editable)).statusCode).toBe(404);
    expect((await client(t, admin).delete(foreign)).statusCode).toBe(404);
    expect((await client(t, acme).get(foreign)).statusCode).toBe(200);
  });
});

describe('GET /hrm/leave-types-by-employee', () => {
  const eligibleNames = async (token: string, employeeId: number) => {
    const res = await client(t, token).get(`/hrm/leave-types-by-employee?employee_id=${employeeId}`);
    expect(res.statusCode, res.body).toBe(200);
    return (res.json().data as { leave_name: string }[]).map((x) => x.leave_name);
  };

  it('lists the types the employee may take, by branch, department, grade, employee and gender', async () => {
    const otherGender = me.gender === 'female' ? 'male' : 'female';
    const yes = [
      await create({ leave_name: 'E all' }),
      await create({ leave_name: 'E my branch', is_generic: 0, branch_id: me.branchId }),
      await create({ leave_name: 'E my dept', category_type: 'department', departments: [me.departmentId] }),
      await create({
        leave_name: 'E my grade',
        category_type: 'station_grade',
        grades: [me.gradeId, otherGrade],
      }),
      await create({ leave_name: 'E me', category_type: 'employees', employees: [someone, me.id] }),
      await create({ leave_name: 'E my gender', gender: me.gender }),
    ];
    const no = [
      await create({ leave_name: 'E other branch', is_generic: 0, branch_id: otherBranch }),
      await create({
        leave_name: 'E other dept',
        category_type: 'department',
        departments: [otherDepartment],
      }),
      await create({ leave_name: 'E other grade', category_type: 'station_grade', grades: [otherGrade] }),
      await create({ leave_name: 'E someone', category_type: 'employees', employees: [someone] }),
      await create({ leave_name: 'E other gender', gender: otherGender }),
    ];
    const mine = await eligibleNames(employee, me.id);
    for (const type of yes) expect(mine).toContain(type.leave_name);
    for (const type of no) expect(mine).not.toContain(type.leave_name);

    const res = await client(t, admin).get(`/hrm/leave-types-by-employee?employee_id=${me.id}`);
    expect(res.json().data.find((x: { leave_name: string }) => x.leave_name === 'E all')).toEqual({
      id: must(yes[0], 'the type for all').id,
      leave_name: 'E all',
      applicable_days: 10,
      weekend: [],
    });
  });

  it('lets anyone ask for their own, a view leaves holder for others, and hides the rest', async () => {
    expect(
      (await client(t, employee).get(`/hrm/leave-types-by-employee?employee_id=${someone}`)).statusCode,
    ).toBe(404);
    expect(
      (await client(t, admin).get(`/hrm/leave-types-by-employee?employee_id=${someone}`)).statusCode,
    ).toBe(200);
    const foreign = await client(t, admin).get(
      `/hrm/leave-types-by-employee?employee_id=${acmeIds.employee}`,
    );
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json().message).toBe(M.employeeNotFound);
    const missing = await client(t, admin).get('/hrm/leave-types-by-employee');
    expect(missing.statusCode).toBe(422);
    expectFieldError(missing, 'employee_id', M.employeeRequired);
  });
});
