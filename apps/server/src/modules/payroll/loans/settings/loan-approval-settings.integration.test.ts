import { describe, expect, it } from 'vitest';
import { LOAN_APPROVER_MESSAGES as M } from '@clockroom/contracts';
import { createdWith, dataOf, expectFieldError, testFile } from '../../../../test/kit.ts';
import { must } from '../../../../test/must.ts';

const BASE = '/payroll/loans/settings/approvals';
const f = testFile();

/** Two employees of the demo, approver and alternate, and a branch the setting covers. */
async function people() {
  const admin = await f.as('admin');
  const staff = dataOf<{ results: { id: number }[] }>(
    await admin.get('/organization/employees?perPage=3'),
  ).results;
  const branch = must(
    dataOf<{ results: { id: number }[] }>(await admin.get('/organization/branches')).results[0],
    'a branch',
  );
  return { admin, staff: staff.map((s) => s.id), branch: branch.id };
}

describe('loan approval settings (the category approver kit, engine module loan)', () => {
  it('creates, lists, reads, updates and deletes a setting, for loan settings managers only', async () => {
    const { admin, staff, branch } = await people();
    const body = {
      description: 'Loans of the branch',
      approval_types: 'Sequential',
      category_type: 'branch',
      branches: [branch],
      no_approvals: 1,
      approver_details: [
        { approver_person_id: must(staff[0], 'approver'), alt_approver_person_id: staff[1] },
      ],
    };
    const res = await admin.post(BASE, body);
    const made = createdWith<{ id: number; description: string; no_approvals: number }>(res, M.created);
    expect(made).toMatchObject({ description: 'Loans of the branch', no_approvals: 1 });

    const listed = dataOf<{ results: { id: number }[] }>(await admin.get(BASE));
    expect(listed.results.map((r) => r.id)).toContain(made.id);
    expect(dataOf<{ id: number }>(await admin.get(`${BASE}/${made.id}`)).id).toBe(made.id);

    const updated = await admin.put(`${BASE}/${made.id}`, { ...body, description: 'Branch loans' });
    expect(dataOf<{ description: string }>(updated).description).toBe('Branch loans');

    expectFieldError(
      await admin.post(BASE, { ...body, description: '' }),
      'description',
      M.descriptionRequired,
    );
    expect((await (await f.as('employee')).get(BASE)).statusCode).toBe(403);

    const removed = await admin.post(`${BASE}/delete`, { approverIds: [made.id] });
    expect(removed.json()).toMatchObject({ message: M.deleted, data: { deleted: 1 } });
    expect((await admin.get(`${BASE}/${made.id}`)).statusCode).toBe(404);
  });
});
