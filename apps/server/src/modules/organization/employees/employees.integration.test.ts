import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMPLOYEE_MESSAGES as M, MESSAGES } from '@clockroom/contracts';
import { client, createTestApp, login, type TestApp } from '../../../test/harness.ts';

let t: TestApp;
let admin: string;
let employee: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await login(t, 'admin@demo.example');
  employee = await login(t, 'employee@demo.example');
});
afterAll(() => t.close());

describe('GET /organization/employees/search', () => {
  it('finds employees by name, paged', async () => {
    const res = await client(t, admin).get('/organization/employees/search?query=okafor&per_page=2');
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.results.length).toBeGreaterThan(0);
    expect(data.results.length).toBeLessThanOrEqual(2);
    expect(data.results[0]).toMatchObject({
      id: expect.any(Number),
      name: expect.stringMatching(/okafor/i),
      pin: expect.any(String),
    });
  });
  it('filters by branch and department ids, and ignores empty filters', async () => {
    const all = (
      await client(t, admin).get('/organization/employees/search?per_page=100&branch_ids=&department_ids=')
    ).json().data.total;
    const abuja = (
      await client(t, admin).get('/organization/employees/search?per_page=100&branch_ids=2')
    ).json().data;
    expect(abuja.total).toBeLessThan(all);
    expect(abuja.results.every((r: { branch: string }) => r.branch === 'Abuja Branch')).toBe(true);
  });
  it('needs the view employees permission', async () => {
    expect((await client(t, employee).get('/organization/employees/search?query=a')).statusCode).toBe(403);
  });
  it('validates the filters', async () => {
    const res = await client(t, admin).get('/organization/employees/search?branch_ids=abc');
    expect(res.statusCode).toBe(422);
  });
});

describe('GET /organization/employees/{id}', () => {
  it('lets an employee read their own profile', async () => {
    const me = (await client(t, employee).get('/user')).json().data.employee.id;
    const res = await client(t, employee).get(`/organization/employees/${me}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({
      id: me,
      email: 'employee@demo.example',
      branch: { station_name: expect.any(String) },
    });
  });
  it("keeps other people's profiles from an employee", async () => {
    const res = await client(t, employee).get('/organization/employees/1');
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(MESSAGES.forbidden);
  });
  it('answers 404 for an unknown id', async () => {
    const res = await client(t, admin).get('/organization/employees/999999');
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe(M.notFound);
  });
});
