import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES, DEPARTMENT_MESSAGES, LEAVE_TYPE_MESSAGES, MESSAGES } from '@clockroom/contracts';
import { client, createTestApp, login, type TestApp } from '../../test/harness.ts';
import { uncodedMessages } from './message-codes.ts';

/**
 * Answers carry their message's code (ADR 32), added centrally: the success envelope, a message-only
 * answer, the error handler, Zod's field errors and a parameterised message. `message` stays English:
 * translating is the client's job.
 */
let t: TestApp;
let admin: string;
// The server remembers uncoded texts per process, and a worker runs file after file (isolate: false):
// this file judges only the texts its own requests add.
let before: Set<string>;
beforeAll(async () => {
  before = new Set(uncodedMessages());
  t = await createTestApp();
  admin = await login(t, 'admin@demo.example');
});
afterAll(() => t.close());

describe('message codes on answers', () => {
  it('puts the code beside the message of a success envelope', async () => {
    const res = await client(t, admin).get('/user');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.message).toBe(AUTH_MESSAGES.userLoaded);
    expect(body.code).toBe('auth.userLoaded');
    expect(body.params).toBeUndefined();
    expect(body.data).toBeDefined();
  });

  it('codes a list answer and a sign-in answer that also carries OAuth2 fields', async () => {
    const list = (await client(t, admin).get('/hrm/leaves/settings/leavetypes')).json();
    expect(list).toMatchObject({ message: LEAVE_TYPE_MESSAGES.listed, code: 'leave_types.listed' });
    const res = await client(t).post('/auth/login', {
      client_id: 1,
      client_secret: t.config.oauthClientSecret,
      grant_type: 'password',
      username: 'admin@demo.example',
      password: 'wrong password 1',
      company_id: 'demo',
    });
    expect(res.json()).toEqual({
      message: AUTH_MESSAGES.invalidCredentials,
      code: 'auth.invalidCredentials',
    });
  });

  it('codes a message-only answer whose route declares its own schema', async () => {
    const token = await login(t, 'hr@demo.example');
    const res = await client(t, token).post('/auth/logout');
    expect(res.json()).toEqual({ message: AUTH_MESSAGES.loggedOut, code: 'auth.loggedOut' });
  });

  it('codes an error and each of its field errors from the schema', async () => {
    const res = await client(t, admin).post('/hrm/leaves/settings/leavetypes', {});
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.code).toEqual(expect.any(String));
    expect(body.errors.length).toBeGreaterThan(0);
    for (const e of body.errors) expect(e.code, e.message).toEqual(expect.any(String));
    expect(body.errors).toContainEqual({
      field: 'leave_name',
      message: LEAVE_TYPE_MESSAGES.nameRequired,
      code: 'leave_types.nameRequired',
    });
  });

  it('codes the framework answers: unknown route, unreadable body', async () => {
    const missing = await client(t, admin).get('/no-such-thing');
    expect(missing.json()).toEqual({ message: MESSAGES.notFound, code: 'platform.notFound' });
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/company/verify',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    expect(bad.json().code).toBe('http.unreadableBody');
  });

  it('gives a parameterised message its values, the English text unchanged', async () => {
    const list = await client(t, admin).get('/organization/departments?search_query=Finance');
    const finance = list.json().data.results[0];
    const res = await client(t, admin).post('/organization/departments/delete', {
      departmentIds: [finance.id],
    });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      message: DEPARTMENT_MESSAGES.hasEmployees('Finance'),
      code: 'departments.hasEmployees',
      params: { names: 'Finance' },
    });
  });

  it('codes a text worded with its list name (employee settings)', async () => {
    const res = await client(t, admin).get('/organization/employees/settings/grades?page=1');
    expect(res.json()).toMatchObject({
      message: 'Grades retrieved successfully',
      code: 'employee_grades.listed',
    });
    const missing = await client(t, admin).get('/organization/employees/settings/designations/999999');
    expect(missing.json()).toEqual({
      message: 'Designation not found',
      code: 'employee_designations.notFound',
    });
  });

  it('answered no text without a code in this file', () => {
    expect(uncodedMessages().filter((text) => !before.has(text))).toEqual([]);
  });
});
