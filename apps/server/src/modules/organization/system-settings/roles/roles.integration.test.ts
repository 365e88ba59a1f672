import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MESSAGES, ROLE_MESSAGES as M } from '@clockroom/contracts';
import { setTenant } from '../../../../platform/db/tenant.ts';
import {
  client,
  companyIdOf,
  createTestApp,
  lastMail,
  login,
  type TestApp,
} from '../../../../test/harness.ts';
import { must } from '../../../../test/must.ts';

const base = '/organization/system-settings';
let t: TestApp;
let admin: ReturnType<typeof client>;
let hr: ReturnType<typeof client>;
let employee: ReturnType<typeof client>;
let demoId: number;
let acmeId: number;

async function query<T>(companyId: number, text: ReturnType<typeof sql>): Promise<T[]> {
  return t.database.transaction(async (tx) => {
    await setTenant(tx, companyId);
    return (await tx.execute(text)).rows as T[];
  });
}
const idOf = async (companyId: number, text: ReturnType<typeof sql>) =>
  Number(must((await query<{ id: string }>(companyId, text))[0], 'the row the query selects').id);

let superAdminId: number;
let ownerEmployeeId: number;
let ownerUserId: number;
let hrUserId: number;
let hrEmployeeId: number;
let essEmployeeId: number;
let noAccountEmployeeId: number;
let viewBackendId: number;
let viewDepartmentsId: number;

beforeAll(async () => {
  t = await createTestApp();
  admin = client(t, await login(t, 'admin@demo.example'));
  hr = client(t, await login(t, 'hr@demo.example'));
  employee = client(t, await login(t, 'employee@demo.example'));
  demoId = await companyIdOf(t, 'demo');
  acmeId = await companyIdOf(t, 'acme');
  superAdminId = await idOf(demoId, sql`SELECT id FROM roles WHERE slug = 'super-admin'`);
  ownerEmployeeId = await idOf(demoId, sql`SELECT head_station_id AS id FROM companies`);
  ownerUserId = await idOf(demoId, sql`SELECT id FROM users WHERE email = 'admin@demo.example'`);
  hrUserId = await idOf(demoId, sql`SELECT id FROM users WHERE email = 'hr@demo.example'`);
  hrEmployeeId = await idOf(demoId, sql`SELECT employee_id AS id FROM users WHERE email = 'hr@demo.example'`);
  essEmployeeId = await idOf(
    demoId,
    sql`SELECT employee_id AS id FROM users WHERE email = 'employee@demo.example'`,
  );
  noAccountEmployeeId = await idOf(
    demoId,
    sql`SELECT e.id FROM employees e LEFT JOIN users u ON u.employee_id = e.id
        WHERE u.id IS NULL ORDER BY e.id LIMIT 1`,
  );
  viewBackendId = await idOf(demoId, sql`SELECT id FROM permissions WHERE slug = 'view backend'`);
  viewDepartmentsId = await idOf(demoId, sql`SELECT id FROM permissions WHERE slug = 'view departments'`);
});
afterAll(() => t.close());

async function createRole(name: string, permission_ids = [viewBackendId, viewDepartmentsId]) {
  const res = await admin.post(`${base}/roles`, { name, permission_ids });
  expect(res.statusCode).toBe(201);
  return res.json().data.id as number;
}

describe('GET roles', () => {
  it('lists roles with member and permission counts, searchable and paged', async () => {
    const res = await admin.get(`${base}/roles?perPage=10`);
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(M.listed);
    const { results, total } = res.json().data;
    expect(total).toBeGreaterThanOrEqual(5);
    const superAdmin = results.find((r: { slug: string }) => r.slug === 'super-admin');
    expect(superAdmin).toMatchObject({ name: 'Super Admin', locked: true, members_count: 1 });
    expect(superAdmin.permissions_count).toBeGreaterThan(50);
    const found = (await admin.get(`${base}/roles?search_query=officer`)).json().data;
    expect(found.results.map((r: { name: string }) => r.name)).toEqual(['HR Officer']);
    expect((await admin.get(`${base}/roles?per_page=2&page=2`)).json().data.results).toHaveLength(2);
  });
  it('needs view roles', async () => {
    for (const c of [hr, employee]) {
      const res = await c.get(`${base}/roles`);
      expect(res.statusCode).toBe(403);
      expect(res.json().message).toBe(MESSAGES.forbidden);
    }
  });
});

describe('GET roles/{id}, members, permissions, group-permissions-by-modules', () => {
  it('answers a role with its permission ids', async () => {
    const res = await admin.get(`${base}/roles/${superAdminId}`);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ id: superAdminId, locked: true });
    expect(res.json().data.permission_ids).toContain(viewBackendId);
  });
  it('lists members with employee id, name, email, pin, user id and the owner flag', async () => {
    const res = await admin.get(`${base}/roles/${superAdminId}/members`);
    expect(res.json().data).toEqual({
      results: [
        {
          id: ownerEmployeeId,
          user_id: ownerUserId,
          name: 'Adaeze Okafor',
          email: 'admin@demo.example',
          pin: expect.anything(),
          is_owner: true,
        },
      ],
      total: 1,
    });
    const none = await admin.get(`${base}/roles/${superAdminId}/members?search_query=zzz`);
    expect(none.json().data.total).toBe(0);
  });
  it('lists permissions with module names, searchable', async () => {
    const res = await admin.get(
      `${base}/roles/${superAdminId}/permissions?search_query=department&perPage=100`,
    );
    const slugs = res.json().data.results.map((p: { slug: string }) => p.slug);
    expect(slugs).toEqual(['view departments', 'create department', 'edit department', 'delete department']);
    expect(res.json().data.results[0].module_name).toBe('Organisation');
  });
  it('groups every permission by module', async () => {
    const res = await admin.get(`${base}/group-permissions-by-modules`);
    const groups = res.json().data;
    expect(groups[0]).toMatchObject({ module: 'general', module_name: 'General' });
    expect(groups.map((g: { module: string }) => g.module)).toContain('organization');
    expect(groups.flatMap((g: { permissions: unknown[] }) => g.permissions).length).toBeGreaterThan(50);
  });
  it('answers 404 for an unknown role and 403 without view roles', async () => {
    expect((await admin.get(`${base}/roles/999999`)).json().message).toBe(M.notFound);
    expect((await admin.get(`${base}/roles/999999/members`)).statusCode).toBe(404);
    expect((await hr.get(`${base}/roles/${superAdminId}`)).statusCode).toBe(403);
    expect((await employee.get(`${base}/group-permissions-by-modules`)).statusCode).toBe(403);
  });
});

describe('POST, PUT, DELETE roles', () => {
  it('creates, renames and re-permissions a role, with a unique name', async () => {
    const id = await createRole('Receptionist');
    const detail = (await admin.get(`${base}/roles/${id}`)).json().data;
    expect(detail).toMatchObject({
      name: 'Receptionist',
      permissions_count: 2,
      members_count: 0,
      locked: false,
    });
    const dup = await admin.post(`${base}/roles`, { name: ' receptionist ' });
    expect(dup.statusCode).toBe(422);
    expect(dup.json().errors).toMatchObject([{ field: 'name', message: M.nameTaken }]);

    const put = await admin.put(`${base}/roles`, { id, name: 'Front Desk', permission_ids: [viewBackendId] });
    expect(put.statusCode).toBe(200);
    expect(put.json()).toMatchObject({
      message: M.updated,
      data: { name: 'Front Desk', permissions_count: 1 },
    });
    const byPath = await admin.put(`${base}/roles/${id}`, { name: 'Front Desk Team' });
    expect(byPath.json().data).toMatchObject({ name: 'Front Desk Team', permissions_count: 1 });
    const taken = await admin.put(`${base}/roles/${id}`, { name: 'hr officer' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json()).toMatchObject({
      message: M.nameTaken,
      errors: [{ field: 'name', message: M.nameTaken }],
    });
  });
  it('creates one role when the same new name is saved twice at once; the other save gets the name message', async () => {
    // On PostgreSQL the two saves race on two connections and the unique indexes decide (ADR 18).
    const saves = await Promise.all(
      [1, 2].map(() => admin.post(`${base}/roles`, { name: 'Night Shift Lead' })),
    );
    expect(saves.map((r) => r.statusCode).sort()).toEqual([201, 422]);
    expect(saves.find((r) => r.statusCode === 422)?.json()).toMatchObject({
      message: M.nameTaken,
      errors: [{ field: 'name', message: M.nameTaken }],
    });
    const listed = (await admin.get(`${base}/roles?search_query=Night Shift Lead`)).json().data;
    expect(listed.total).toBe(1);
  });
  it('validates the payloads', async () => {
    const empty = await admin.post(`${base}/roles`, { name: '  ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors[0]).toMatchObject({ field: 'name', message: M.nameRequired });
    const unknown = await admin.post(`${base}/roles`, { name: 'Bad', permission_ids: [999999] });
    expect(unknown.json().errors).toMatchObject([{ field: 'permission_ids', message: M.permissionUnknown }]);
    const noId = await admin.put(`${base}/roles`, { name: 'No id' });
    expect(noId.json().errors).toMatchObject([{ field: 'id', message: M.idRequired }]);
    expect((await admin.delete(`${base}/roles`, {})).statusCode).toBe(422);
  });
  it('keeps Super Admin: no rename, no lost permission, no delete', async () => {
    const rename = await admin.put(`${base}/roles`, { id: superAdminId, name: 'Boss' });
    expect(rename.statusCode).toBe(403);
    expect(rename.json().message).toBe(M.superAdminLocked);
    const empty = await admin.put(`${base}/roles/${superAdminId}`, {
      name: 'Super Admin',
      permission_ids: [],
    });
    expect(empty.statusCode).toBe(403);
    const strip = await admin.delete(`${base}/roles/${superAdminId}/permissions`, {
      permission_ids: [viewBackendId],
    });
    expect(strip.json().message).toBe(M.superAdminLocked);
    expect((await admin.delete(`${base}/roles`, { id: superAdminId })).statusCode).toBe(403);
    expect((await admin.get(`${base}/roles/${superAdminId}`)).json().data.name).toBe('Super Admin');
  });
  it('refuses to delete a role with members, then deletes it once empty (body or path id)', async () => {
    const id = await createRole('Temporary');
    await admin.post(`${base}/roles/${id}/employees`, { employee_id: hrEmployeeId });
    const refused = await admin.delete(`${base}/roles`, { id });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(M.roleHasMembers(1));
    await admin.delete(`${base}/roles/${id}/members`, { user_ids: [hrUserId] });
    const res = await admin.delete(`${base}/roles`, { id });
    expect(res.json()).toMatchObject({ message: M.deleted, data: null });
    expect((await admin.get(`${base}/roles/${id}`)).statusCode).toBe(404);
    const other = await createRole('Temporary 2');
    expect((await admin.delete(`${base}/roles/${other}`)).statusCode).toBe(200);
  });
  it('needs create, edit and delete role', async () => {
    expect((await hr.post(`${base}/roles`, { name: 'X' })).statusCode).toBe(403);
    expect((await hr.put(`${base}/roles`, { id: superAdminId, name: 'X' })).statusCode).toBe(403);
    expect((await employee.delete(`${base}/roles`, { id: superAdminId })).statusCode).toBe(403);
  });
});

describe('role members', () => {
  it('adds one employee or a list, and membership changes permissions at once', async () => {
    const id = await createRole('Department Viewers');
    const one = await admin.post(`${base}/roles/${id}/employees`, { employee_id: essEmployeeId });
    expect(one.statusCode).toBe(200);
    expect(one.json()).toMatchObject({ message: M.membersAdded, data: { members_count: 1 } });
    const list = await admin.post(`${base}/roles/${id}/employees`, {
      employee_id: [essEmployeeId, hrEmployeeId],
    });
    expect(list.json().data.members_count).toBe(2);
    const me = (await employee.get('/user')).json().data;
    expect(me.permissions).toEqual(expect.arrayContaining(['view backend', 'view departments']));

    const essUserId = me.id as number;
    const removed = await admin.delete(`${base}/roles/${id}/members`, { user_ids: [essUserId] });
    expect(removed.json()).toMatchObject({ message: M.membersRemoved, data: { members_count: 1 } });
    expect((await employee.get('/user')).json().data.permissions).not.toContain('view departments');
  });
  it('refuses an employee without a user account, unknown ids and empty lists', async () => {
    const id = await createRole('Account Check');
    const res = await admin.post(`${base}/roles/${id}/employees`, { employee_id: noAccountEmployeeId });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].field).toBe('employee_id');
    expect(res.json().message).toMatch(/no user account yet/);
    expect((await admin.post(`${base}/roles/${id}/employees`, { employee_id: 999999 })).statusCode).toBe(404);
    const empty = await admin.post(`${base}/roles/${id}/employees`, { employee_id: [] });
    expect(empty.statusCode).toBe(422);
    const noUsers = await admin.delete(`${base}/roles/${id}/members`, { user_ids: [] });
    expect(noUsers.json().errors[0].message).toBe(M.usersRequired);
  });
  it('never removes the owner from Super Admin', async () => {
    const res = await admin.delete(`${base}/roles/${superAdminId}/members`, { user_ids: [ownerUserId] });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(M.ownerLocked);
  });
  it('needs manage role members', async () => {
    expect(
      (await hr.post(`${base}/roles/${superAdminId}/employees`, { employee_id: hrEmployeeId })).statusCode,
    ).toBe(403);
    expect(
      (await employee.delete(`${base}/roles/${superAdminId}/members`, { user_ids: [1] })).statusCode,
    ).toBe(403);
  });
  it("answers 404 for another company's employees and users in the body", async () => {
    const id = await createRole('Isolation Body');
    const acmeEmployee = await idOf(acmeId, sql`SELECT id FROM employees ORDER BY id DESC LIMIT 1`);
    const acmeUser = await idOf(acmeId, sql`SELECT id FROM users ORDER BY id LIMIT 1`);
    expect(
      (await admin.post(`${base}/roles/${id}/employees`, { employee_id: acmeEmployee })).statusCode,
    ).toBe(404);
    expect((await admin.delete(`${base}/roles/${id}/members`, { user_ids: [acmeUser] })).statusCode).toBe(
      404,
    );
    expect((await admin.put(`${base}/reset-user-password`, { user_id: acmeUser })).statusCode).toBe(404);
  });
});

describe('DELETE roles/{id}/permissions', () => {
  it('removes permissions from a role', async () => {
    const id = await createRole('Trim Me');
    const res = await admin.delete(`${base}/roles/${id}/permissions`, {
      permission_ids: [viewDepartmentsId],
    });
    expect(res.json()).toMatchObject({ message: M.permissionsRemoved, data: { permissions_count: 1 } });
    const bad = await admin.delete(`${base}/roles/${id}/permissions`, { permission_ids: [] });
    expect(bad.json().errors[0].message).toBe(M.permissionsRequired);
    expect(
      (await hr.delete(`${base}/roles/${id}/permissions`, { permission_ids: [viewBackendId] })).statusCode,
    ).toBe(403);
  });
});

describe('PUT reset-user-password', () => {
  it('mails the user a reset link, by user id or employee id', async () => {
    const res = await admin.put(`${base}/reset-user-password`, { user_id: hrUserId });
    expect(res.json()).toMatchObject({ message: M.resetLinkSent, data: null });
    const mail = await lastMail(t, demoId, 'hr@demo.example');
    expect(mail?.link).toMatch(/\/reset-password\//);
    const byEmployee = await admin.put(`${base}/reset-user-password`, { employee_id: essEmployeeId });
    expect(byEmployee.statusCode).toBe(200);
  });
  it('validates, and needs reset user password', async () => {
    const res = await admin.put(`${base}/reset-user-password`, {});
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[0].message).toBe(M.userOrEmployeeRequired);
    expect(
      (await admin.put(`${base}/reset-user-password`, { employee_id: noAccountEmployeeId })).statusCode,
    ).toBe(404);
    expect((await hr.put(`${base}/reset-user-password`, { user_id: hrUserId })).statusCode).toBe(403);
  });
});

describe('privilege escalation', () => {
  it('lets nobody grant permissions they do not hold', async () => {
    // An HR admin may edit roles but holds neither 'manage billing' nor 'delete role'.
    const hrAdminRole = await idOf(demoId, sql`SELECT id FROM roles WHERE slug = 'hr-admin'`);
    const target = await createRole('Escalation Target');
    await admin.post(`${base}/roles/${hrAdminRole}/employees`, { employee_id: hrEmployeeId });
    const hrAdmin = client(t, await login(t, 'hr@demo.example'));
    const billing = await idOf(demoId, sql`SELECT id FROM permissions WHERE slug = 'manage billing'`);
    const res = await hrAdmin.put(`${base}/roles/${target}`, {
      name: 'Escalation Target',
      permission_ids: [billing],
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(M.cannotGrant);
    const join = await hrAdmin.post(`${base}/roles/${superAdminId}/employees`, { employee_id: hrEmployeeId });
    expect(join.json().message).toBe(M.cannotGrant);
    await admin.delete(`${base}/roles/${hrAdminRole}/members`, { user_ids: [hrUserId] });
  });
});
