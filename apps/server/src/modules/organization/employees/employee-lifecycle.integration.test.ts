import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { EMPLOYEE_FORM_MESSAGES as F, EMPLOYEE_MESSAGES as M } from '@clockroom/contracts';
import { client, login } from '../../../test/harness.ts';
import {
  t,
  admin,
  hr,
  employee,
  demoId,
  acmeEmployee,
  ownerId,
  one,
  idOf,
  person,
  multipart,
  upload,
  JPEG,
  PNG,
  PDF,
  create,
  employeesTestFile,
  signEmployeeInAgain,
} from './employees.fixtures.ts';

employeesTestFile();

describe('status: PUT /organization/employees/{activate|deactivate}', () => {
  it('deactivating blocks sign-in and ends sessions; activating restores it', async () => {
    const essId = (await client(t, employee).get('/user')).json().data.employee.id;
    const session = await login(t, 'employee@demo.example');
    const off = await client(t, admin).put('/organization/employees/deactivate', { id: [essId] });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json().message).toBe(M.deactivated);
    expect((await client(t, session).get('/user')).statusCode).toBe(401);
    await expect(login(t, 'employee@demo.example')).rejects.toThrow(/401/);
    const list = (await client(t, admin).get('/organization/employees?status=inactive&perPage=40')).json()
      .data;
    expect(list.results.map((r: { id: number }) => r.id)).toContain(essId);
    const on = await client(t, admin).put('/organization/employees/activate', { id: essId });
    expect(on.json().message).toBe(M.activated);
    await signEmployeeInAgain();
  });
  it('never touches the owner, another company or an unknown id, and needs the permission', async () => {
    const owner = await client(t, admin).put('/organization/employees/deactivate', { id: [ownerId] });
    expect(owner.statusCode).toBe(422);
    expect(owner.json().message).toBe(M.ownerProtected);
    expect(
      (await client(t, admin).put('/organization/employees/deactivate', [acmeEmployee])).statusCode,
    ).toBe(404);
    expect((await client(t, admin).put('/organization/employees/deactivate', { id: [] })).statusCode).toBe(
      422,
    );
    expect(
      (await client(t, employee).put('/organization/employees/deactivate', { id: [1] })).statusCode,
    ).toBe(403);
  });
});

describe('archive, restore and permanent delete', () => {
  it('archives (bare list or {id}), lists the archive, restores, and deletes for good', async () => {
    const roleId = await idOf(demoId, sql`SELECT id FROM roles WHERE slug = 'employee'`, 'the employee role');
    const a = await create({ login_access: true, roles: [roleId] });
    const b = await create();
    const archived = await client(t, admin).delete('/organization/employees', [a.id]);
    expect(archived.statusCode, archived.body).toBe(200);
    expect(archived.json().message).toBe(M.archived);
    expect((await client(t, admin).delete('/organization/employees', { id: [b.id] })).statusCode).toBe(200);
    const user = await one<{ is_active: boolean }>(
      demoId,
      sql`SELECT is_active FROM users WHERE employee_id = ${a.id}`,
    );
    expect(user?.is_active).toBe(false);
    const staff = (await client(t, admin).get(`/organization/employees?search_query=${a.email}`)).json().data;
    expect(staff.total).toBe(0);
    const archive = (await client(t, admin).get('/organization/employees/archives?perPage=40')).json().data;
    expect(archive.results.map((r: { id: number }) => r.id)).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(archive.results[0].archived_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);

    const restored = await client(t, admin).put('/organization/employees/restore', { id: a.id });
    expect(restored.json().message).toBe(M.restored);
    const back = await one<{ is_active: boolean }>(
      demoId,
      sql`SELECT is_active FROM users WHERE employee_id = ${a.id}`,
    );
    expect(back?.is_active).toBe(true);

    const notArchived = await client(t, admin).delete('/organization/employees/archives', { id: [a.id] });
    expect(notArchived.statusCode).toBe(422);
    expect(notArchived.json().message).toBe(M.notArchived);
    const gone = await client(t, admin).delete('/organization/employees/archives', { id: [b.id] });
    expect(gone.statusCode, gone.body).toBe(200);
    expect(gone.json().message).toBe(M.deleted);
    expect((await client(t, admin).get(`/organization/employees/${b.id}`)).statusCode).toBe(404);
  });
  it('protects the owner and other companies, and checks each permission', async () => {
    const owner = await client(t, admin).delete('/organization/employees', [ownerId]);
    expect(owner.json().message).toBe(M.ownerProtected);
    expect((await client(t, admin).delete('/organization/employees', [acmeEmployee])).statusCode).toBe(404);
    expect(
      (await client(t, admin).put('/organization/employees/restore', { id: acmeEmployee })).statusCode,
    ).toBe(404);
    expect(
      (await client(t, admin).delete('/organization/employees/archives', { id: [acmeEmployee] })).statusCode,
    ).toBe(404);
    const e = await create();
    expect((await client(t, employee).delete('/organization/employees', [e.id])).statusCode).toBe(403);
    await client(t, hr).delete('/organization/employees', [e.id]);
    expect((await client(t, employee).put('/organization/employees/restore', { id: e.id })).statusCode).toBe(
      403,
    );
    // The HR officer may archive and restore but never delete for good.
    expect((await client(t, hr).delete('/organization/employees/archives', { id: [e.id] })).statusCode).toBe(
      403,
    );
    expect((await client(t, employee).get('/organization/employees/archives')).statusCode).toBe(403);
  });
  it('an archived employee cannot sign in', async () => {
    const essId = (await client(t, employee).get('/user')).json().data.employee.id;
    await client(t, admin).delete('/organization/employees', [essId]);
    await expect(login(t, 'employee@demo.example')).rejects.toThrow(/401/);
    await client(t, admin).put('/organization/employees/restore', { id: essId });
    await signEmployeeInAgain();
  });
});

describe('POST /organization/employees/image-upload', () => {
  it('stores a public JPEG and answers its URL (employees may upload their own)', async () => {
    const res = await upload(
      employee,
      '/organization/employees/image-upload',
      multipart('employeePicture', 'me.jpg', JPEG),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe(M.pictureUploaded);
    const url = res.json().data as string;
    expect(url).toMatch(/^\/api\/v1\/files\/\d+-[\w-]+\.jpg$/);
    const file = await t.app.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
  });
  it('refuses other types, big files and a missing file with the spec messages', async () => {
    const png = await upload(
      admin,
      '/organization/employees/image-upload',
      multipart('employeePicture', 'a.png', PNG),
    );
    expect(png.json().errors).toMatchObject([{ field: 'employeePicture', message: F.avatarNotJpg }]);
    const renamed = await upload(
      admin,
      '/organization/employees/image-upload',
      multipart('employeePicture', 'a.jpg', PNG),
    );
    expect(renamed.json().message).toBe(F.avatarNotJpg);
    const big = Buffer.concat([JPEG, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await upload(
      admin,
      '/organization/employees/image-upload',
      multipart('employeePicture', 'a.jpg', big),
    );
    expect(tooBig.json().errors).toMatchObject([{ field: 'employeePicture', message: F.avatarTooBig }]);
    const wrongField = await upload(
      admin,
      '/organization/employees/image-upload',
      multipart('file', 'a.jpg', JPEG),
    );
    expect(wrongField.json().message).toBe(M.pictureMissing);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/v1/organization/employees/image-upload',
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('documents tab', () => {
  it('uploads, lists, downloads (HR only) and deletes a document', async () => {
    const e = await create();
    const url = `/organization/employees/${e.id}/documents`;
    const up = await upload(admin, url, multipart('document', 'contract.pdf', PDF, { title: 'Contract' }));
    expect(up.statusCode, up.body).toBe(200);
    expect(up.json().message).toBe(M.documentUploaded);
    const list = (await client(t, admin).get(url)).json().data;
    expect(list).toEqual([
      expect.objectContaining({
        title: 'Contract',
        original_name: 'contract.pdf',
        uploaded_by: 'admin@demo.example',
      }),
    ]);
    const download = await client(t, admin).get(`/downloads/${list[0].file_name}`);
    expect(download.statusCode).toBe(200);
    expect(download.body).toContain('%PDF-1.4');
    expect((await client(t, employee).get(`/downloads/${list[0].file_name}`)).statusCode).toBe(404);
    const del = await client(t, admin).delete(`${url}/${list[0].id}`);
    expect(del.json().message).toBe(M.documentDeleted);
    expect((await client(t, admin).get(url)).json().data).toEqual([]);
    expect((await client(t, admin).delete(`${url}/${list[0].id}`)).statusCode).toBe(404);
  });
  it('checks title, type, size and permissions', async () => {
    const e = await create();
    const url = `/organization/employees/${e.id}/documents`;
    const noTitle = await upload(admin, url, multipart('document', 'a.pdf', PDF));
    expect(noTitle.json().errors).toMatchObject([{ field: 'title', message: M.documentTitleRequired }]);
    const exe = await upload(
      admin,
      url,
      multipart('document', 'a.exe', Buffer.from('MZ\x90\x00binary'), { title: 'x' }),
    );
    expect(exe.json().errors).toMatchObject([{ field: 'document', message: M.documentType }]);
    const big = Buffer.concat([PDF, Buffer.alloc(10 * 1024 * 1024)]);
    const tooBig = await upload(admin, url, multipart('document', 'a.pdf', big, { title: 'x' }));
    expect(tooBig.json().errors).toMatchObject([{ field: 'document', message: M.documentSize }]);
    expect(
      (await upload(employee, url, multipart('document', 'a.pdf', PDF, { title: 'x' }))).statusCode,
    ).toBe(403);
    expect((await client(t, employee).get(url)).statusCode).toBe(403);
    expect((await client(t, admin).get('/organization/employees/999999/documents')).statusCode).toBe(404);
  });
});

describe('activity tab', () => {
  it('lists the audit entries about the employee, newest first', async () => {
    const e = await create();
    await client(t, admin).put(
      `/organization/employees/${e.id}`,
      person({ email: e.email, first_name: 'Changed' }),
    );
    await client(t, admin).put('/organization/employees/deactivate', { id: [e.id] });
    const res = await client(t, admin).get(`/organization/employees/${e.id}/activity?perPage=2`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data.total).toBe(3);
    expect(data.results.map((r: { action: string }) => r.action)).toEqual(['deactivate', 'update']);
    expect(data.results[0]).toMatchObject({
      actor_name: expect.any(String),
      description: expect.any(String),
    });
    expect((await client(t, employee).get(`/organization/employees/${e.id}/activity`)).statusCode).toBe(403);
  });
});
