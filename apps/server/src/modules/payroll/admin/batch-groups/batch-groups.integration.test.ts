import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  BATCH_GROUP_MESSAGES as M,
  type AuditTrailRow,
  type BatchGroup,
  type BatchGroupRow,
  type ListPage,
} from '@clockroom/contracts';
import { createdWith, dataOf, expectFieldError, testFile } from '../../../../test/kit.ts';
import { batchGroupEmployeeIds } from './batch-group-members.repository.ts';

const BASE = '/payroll/salarymanagement/settings/batching-and-grouping';
const f = testFile();

/** Ids a query selects in a company, in order. */
const ids = (slug: string, query: ReturnType<typeof sql>) =>
  f.inCompany(slug, async (tx) => (await tx.execute<{ id: string }>(query)).rows.map((r) => Number(r.id)));

/** Two banks, with three demo employees moved to the first and one to the second. */
async function banked() {
  const [first = 0, second = 0] = await ids('demo', sql`SELECT id FROM banks ORDER BY id LIMIT 2`);
  const staff = await ids(
    'demo',
    sql`SELECT id FROM employees WHERE archived_at IS NULL ORDER BY id LIMIT 4`,
  );
  await f.inCompany('demo', async (tx) => {
    await tx.execute(sql`UPDATE employees SET bank_id = NULL WHERE bank_id IN (${first}, ${second})`);
    await tx.execute(
      sql`UPDATE employees SET bank_id = ${first} WHERE id IN (${staff[0]}, ${staff[1]}, ${staff[2]})`,
    );
    await tx.execute(sql`UPDATE employees SET bank_id = ${second} WHERE id = ${staff[3]}`);
  });
  return { first, second, staff };
}

describe('batch groups', () => {
  it('creates a bank group, names its banks and counts who banks there', async () => {
    const admin = await f.as('admin');
    const { first, second } = await banked();
    const res = await admin.post(BASE, {
      name: ' Bank batch ',
      description: 'Paid by transfer',
      batch_by: 'bank',
      bank_ids: [String(second), first, first],
      employee_ids: [1],
    });
    const group = createdWith<BatchGroup>(res, M.created);
    expect(group).toMatchObject({
      name: 'Bank batch',
      description: 'Paid by transfer',
      batch_by: 'bank',
      bank_ids: [first, second],
      branch_ids: [],
      employee_ids: [],
      employees: [],
      employees_count: 4,
    });
    expect(group.banks.map((b) => b.id).sort()).toEqual([first, second]);
    expect(dataOf(await admin.get(`${BASE}/${group.id}`))).toEqual(group);
  });

  it('keeps a custom group’s employees, switches kinds on an edit, and lists with paging and search', async () => {
    const admin = await f.as('admin');
    const staff = await ids(
      'demo',
      sql`SELECT id FROM employees WHERE archived_at IS NULL ORDER BY id LIMIT 3`,
    );
    const branches = await ids('demo', sql`SELECT id FROM branches ORDER BY id`);
    const made = dataOf<BatchGroup>(
      await admin.post(BASE, { name: 'Paged custom', batch_by: 'custom', employee_ids: staff.slice(0, 2) }),
      201,
    );
    expect(made).toMatchObject({ employee_ids: staff.slice(0, 2).sort((a, b) => a - b), employees_count: 2 });
    expect(made.employees[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      pin: expect.any(String),
    });
    const edited = await admin.put(`${BASE}/${made.id}`, {
      name: 'Paged branch',
      batch_by: 'branch',
      branch_ids: branches,
      employee_ids: staff,
    });
    expect(edited.json().message).toBe(M.updated);
    expect(dataOf<BatchGroup>(edited)).toMatchObject({
      batch_by: 'branch',
      branch_ids: branches,
      employee_ids: [],
    });
    const everyone = await ids(
      'demo',
      sql`SELECT id FROM employees WHERE archived_at IS NULL AND branch_id IS NOT NULL`,
    );
    expect(dataOf<BatchGroup>(edited).employees_count).toBe(everyone.length);
    await admin.post(BASE, { name: 'Paged 100%', batch_by: 'branch', branch_ids: branches.slice(0, 1) });
    const page = dataOf<ListPage<BatchGroupRow>>(
      await admin.get(`${BASE}?search_query=paged&perPage=1&page=2`),
    );
    expect(page.total).toBe(2);
    expect(page.results.map((r) => r.name)).toEqual(['Paged branch']);
    const literal = dataOf<ListPage<BatchGroupRow>>(await admin.get(`${BASE}?search_query=100%25`));
    expect(literal.results.map((r) => r.name)).toEqual(['Paged 100%']);
  });

  it('gives the run each group’s employees once, set-wise, and no one for unknown groups', async () => {
    const admin = await f.as('admin');
    const { first, staff } = await banked();
    const bank = dataOf<BatchGroup>(
      await admin.post(BASE, { name: 'Run bank', batch_by: 'bank', bank_ids: [first] }),
      201,
    );
    const custom = dataOf<BatchGroup>(
      await admin.post(BASE, { name: 'Run custom', batch_by: 'custom', employee_ids: [staff[0], staff[3]] }),
      201,
    );
    const demo = await f.companyId('demo');
    const members = await f.inCompany('demo', (tx) =>
      batchGroupEmployeeIds(tx, demo, [bank.id, custom.id, 999_999]),
    );
    expect(members).toEqual([...staff].sort((a, b) => a - b));
    expect(await f.inCompany('demo', (tx) => batchGroupEmployeeIds(tx, demo, []))).toEqual([]);
    const acme = await f.companyId('acme');
    expect(await f.inCompany('acme', (tx) => batchGroupEmployeeIds(tx, acme, [bank.id]))).toEqual([]);
  });

  it('deletes a group, and the audit trail has its create, update and delete', async () => {
    const admin = await f.as('admin');
    const branches = await ids('demo', sql`SELECT id FROM branches ORDER BY id LIMIT 1`);
    const group = dataOf<BatchGroup>(
      await admin.post(BASE, { name: 'Audited batch', batch_by: 'branch', branch_ids: branches }),
      201,
    );
    dataOf(
      await admin.put(`${BASE}/${group.id}`, {
        name: 'Audited batch 2',
        batch_by: 'branch',
        branch_ids: branches,
      }),
    );
    const res = await admin.delete(`${BASE}/${group.id}`);
    expect(res.json()).toMatchObject({ message: M.deleted, data: null });
    expect((await admin.get(`${BASE}/${group.id}`)).statusCode).toBe(404);
    const trail = dataOf<ListPage<AuditTrailRow>>(
      await admin.get('/payroll/audit-trail?entity=batch group&search_query=audited'),
    );
    expect(trail.results.map((r) => r.action)).toEqual(['delete', 'update', 'create']);
    const [updated] = trail.results.filter((r) => r.action === 'update');
    const entry = dataOf<{ changes: unknown[] }>(await admin.get(`/payroll/audit-trail/${updated?.id}`));
    expect(entry.changes).toEqual([{ field: 'name', before: 'Audited batch', after: 'Audited batch 2' }]);
  });

  it('answers each bad field with its message, and refuses another company’s records', async () => {
    const admin = await f.as('admin');
    const acmeBranch = await ids('acme', sql`SELECT id FROM branches ORDER BY id LIMIT 1`);
    const acmeStaff = await ids('acme', sql`SELECT id FROM employees ORDER BY id LIMIT 1`);
    expectFieldError(await admin.post(BASE, { batch_by: 'bank', bank_ids: [1] }), 'name', M.nameRequired);
    expectFieldError(await admin.post(BASE, { name: 'X', batch_by: 'pfa' }), 'batch_by', M.batchByInvalid);
    expectFieldError(await admin.post(BASE, { name: 'X', batch_by: 'bank' }), 'bank_ids', M.banksRequired);
    expectFieldError(
      await admin.post(BASE, { name: 'X', batch_by: 'branch', branch_ids: [] }),
      'branch_ids',
      M.branchesRequired,
    );
    expectFieldError(
      await admin.post(BASE, { name: 'X', batch_by: 'custom', employee_ids: ['a'] }),
      'employee_ids',
      M.employeesInvalid,
    );
    expectFieldError(
      await admin.post(BASE, { name: 'X', batch_by: 'bank', bank_ids: [999_999] }),
      'bank_ids',
      M.banksInvalid,
    );
    expectFieldError(
      await admin.post(BASE, { name: 'X', batch_by: 'branch', branch_ids: acmeBranch }),
      'branch_ids',
      M.branchesInvalid,
    );
    expectFieldError(
      await admin.post(BASE, { name: 'X', batch_by: 'custom', employee_ids: acmeStaff }),
      'employee_ids',
      M.employeesInvalid,
    );
    const staff = await ids('demo', sql`SELECT id FROM employees ORDER BY id LIMIT 1`);
    const body = { name: 'Twice', batch_by: 'custom', employee_ids: staff };
    dataOf(await admin.post(BASE, body), 201);
    expectFieldError(await admin.post(BASE, { ...body, name: ' twice ' }), 'name', M.nameTaken);
  });

  it('lets payroll readers list and only salary settings managers write', async () => {
    const employee = await f.as('employee');
    expect((await employee.get(BASE)).statusCode).toBe(403);
    expect((await employee.post(BASE, { name: 'No', batch_by: 'bank', bank_ids: [1] })).statusCode).toBe(403);
    expect((await (await f.as('acmeAdmin')).get(BASE)).statusCode).toBe(200);
  });
});
