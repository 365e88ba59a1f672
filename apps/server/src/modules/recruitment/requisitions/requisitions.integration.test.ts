import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  APPROVER_SETTINGS_APIS,
  REQUISITION_MESSAGES as M,
  type ApprovalDecisionResult,
  type JobRequest,
  type JobRequestApproval,
  type ListPage,
  type RequisitionTemplate,
} from '@clockroom/contracts';
import { dataOf, expectFieldError, testFile } from '../../../test/kit.ts';
import { must } from '../../../test/must.ts';
import { make } from '../../../test/factories.ts';
import { DEMO_APPROVED_REQUISITION, DEMO_PENDING_REQUISITION } from '../../../db/seed/demo-recruitment.ts';

const BASE = '/hrm/recruitment/job-requests';
const TEMPLATES = '/hrm/recruitment/settings/requisition-templates';
const GROUPS = APPROVER_SETTINGS_APIS['job-request'];
const f = testFile();

async function demo() {
  const companyId = await f.companyId('demo');
  const one = async (q: ReturnType<typeof sql>) =>
    Number(must((await f.t.database.owner.execute<{ id: string }>(q)).rows[0], 'a demo row').id);
  return {
    finance: await one(
      sql`SELECT id FROM departments WHERE company_id = ${companyId} AND department_name = 'Finance'`,
    ),
    hq: await one(sql`SELECT id FROM branches WHERE company_id = ${companyId} AND is_hq`),
    owner: await one(
      sql`SELECT id FROM employees WHERE company_id = ${companyId} AND email = 'admin@demo.example'`,
    ),
    hr: await one(
      sql`SELECT id FROM employees WHERE company_id = ${companyId} AND email = 'hr@demo.example'`,
    ),
    me: await one(
      sql`SELECT id FROM employees WHERE company_id = ${companyId} AND email = 'employee@demo.example'`,
    ),
  };
}

const body = (d: { finance: number; hq: number }, over: Record<string, unknown> = {}) => ({
  title: 'Payroll Officer',
  department_id: d.finance,
  branch_id: d.hq,
  headcount: 1,
  employment_type: 'full_time',
  justification: 'Payroll moves in house',
  budget_min: 300000,
  budget_max: 420000.5,
  urgency: 'normal',
  ...over,
});

describe('talent requisitions (job requests)', () => {
  it('the demo has an approved requisition with two places and a pending one waiting on the owner', async () => {
    const admin = await f.as('admin');
    const list = dataOf<ListPage<JobRequest>>(await admin.get(`${BASE}?per_page=50`)).results;
    expect(list.find((r) => r.title === DEMO_APPROVED_REQUISITION)).toMatchObject({
      status: 'approved',
      headcount: 2,
      remaining: 2,
      budget_min: 450000,
      budget_max: 650000,
      postings_count: 1,
    });
    const inbox = dataOf<ListPage<JobRequestApproval>>(await admin.get(`${BASE}/approvals`));
    expect(inbox.results.map((r) => r.title)).toContain(DEMO_PENDING_REQUISITION);
    expect(
      dataOf<ListPage<JobRequest>>(await admin.get(`${BASE}?status=pending`)).results.every(
        (r) => r.status === 'pending',
      ),
    ).toBe(true);
  });

  it('is validated per field, read, filtered, edited while pending and deleted', async () => {
    const [admin, employee] = await Promise.all([f.as('admin'), f.as('employee')]);
    const d = await demo();
    expectFieldError(
      await admin.post(BASE, body(d, { budget_min: 500000, budget_max: 400000 })),
      'budget_max',
      M.budgetRange,
    );
    expectFieldError(await admin.post(BASE, body(d, { title: '' })), 'title', M.titleRequired);
    expectFieldError(await admin.post(BASE, body(d, { headcount: 0 })), 'headcount', M.headcountInvalid);
    expectFieldError(
      await admin.post(BASE, body(d, { employment_type: 'gig' })),
      'employment_type',
      M.employmentTypeInvalid,
    );
    expectFieldError(
      await admin.post(BASE, body(d, { department_id: 999999 })),
      'department_id',
      M.departmentNotFound,
    );
    expectFieldError(await admin.post(BASE, body(d, { branch_id: 999999 })), 'branch_id', M.branchNotFound);
    expectFieldError(
      await admin.post(BASE, body(d, { template_id: 999999 })),
      'template_id',
      M.templateNotFound,
    );
    expect((await employee.post(BASE, body(d))).statusCode).toBe(403);
    expect((await employee.get(BASE)).statusCode).toBe(403);

    // No group covers the owner: the request stands at once.
    const res = await admin.post(BASE, body(d, { urgency: 'high' }));
    expect(res.json().message).toBe(M.created);
    const made = dataOf<JobRequest>(res, 201);
    expect(made).toMatchObject({
      status: 'approved',
      remaining: 1,
      budget_max: 420000.5,
      urgency: 'high',
      requested_by: { id: d.owner },
    });
    expect((await admin.put(`${BASE}/${made.id}`, body(d))).statusCode).toBe(409);
    const high = dataOf<ListPage<JobRequest>>(
      await admin.get(`${BASE}?urgency=high&search_query=payroll`),
    ).results;
    expect(high.map((r) => r.id)).toEqual([made.id]);
    expect(
      dataOf<ListPage<JobRequest>>(
        await admin.get(`${BASE}?department_id=${d.finance}&employment_type=internship`),
      ).total,
    ).toBe(0);
    expect(dataOf<JobRequest>(await admin.get(`${BASE}/${made.id}`)).title).toBe('Payroll Officer');
    expect((await admin.delete(`${BASE}/${made.id}`)).json().message).toBe(M.deleted);
    expect((await admin.get(`${BASE}/${made.id}`)).statusCode).toBe(404);
  });

  it('goes through its approver group: the inbox, a pending edit, the approval and a rejection with its reason', async () => {
    const admin = await f.as('admin');
    const d = await demo();
    const group = await make.approverGroup(admin, 'job-request', {
      name: 'Finance hiring',
      approvers: [d.hr],
      covers: [d.owner],
    });
    expect(dataOf<ListPage<unknown>>(await admin.get(GROUPS)).total).toBeGreaterThanOrEqual(2);

    const first = dataOf<JobRequest>(await admin.post(BASE, body(d)), 201);
    expect(first.status).toBe('pending');
    const edited = dataOf<JobRequest>(await admin.put(`${BASE}/${first.id}`, body(d, { headcount: 3 })));
    expect(edited).toMatchObject({ headcount: 3, remaining: 3, status: 'pending' });
    expectFieldError(await admin.post(`${BASE}/approve`, {}), 'job_request_ids', M.idsRequired);
    expect((await admin.post(`${BASE}/approve`, { job_request_ids: [first.id] })).statusCode).toBe(422);

    // The HR officer approves from her inbox (the call needs no recruitment permission, only the group).
    const hr = await f.as('hr');
    const inbox = dataOf<ListPage<JobRequestApproval>>(await hr.get(`${BASE}/approvals`));
    expect(inbox.results.map((r) => r.id)).toContain(first.id);
    const approved = await hr.post(`${BASE}/approve`, { job_request_ids: [first.id] });
    expect(approved.json().message).toBe(M.approved);
    expect(dataOf<ApprovalDecisionResult>(approved)).toMatchObject({ decided: 1, decided_ids: [first.id] });
    expect(dataOf<JobRequest>(await admin.get(`${BASE}/${first.id}`)).status).toBe('approved');

    const second = dataOf<JobRequest>(await admin.post(BASE, body(d, { title: 'Tax Analyst' })), 201);
    expectFieldError(
      await hr.post(`${BASE}/reject`, { job_request_ids: [second.id] }),
      'reason',
      M.rejectionReasonRequired,
    );
    const rejected = await hr.post(`${BASE}/reject`, {
      job_request_ids: [second.id],
      reason: 'No budget this quarter',
    });
    expect(rejected.json().message).toBe(M.rejected);
    expect(dataOf<JobRequest>(await admin.get(`${BASE}/${second.id}`))).toMatchObject({
      status: 'rejected',
      rejection_reason: 'No budget this quarter',
    });
    expect((await admin.delete(`${GROUPS}/${group.id}`)).statusCode).toBe(200);
  });

  it('keeps requisition templates, unique by name', async () => {
    const [admin, employee] = await Promise.all([f.as('admin'), f.as('employee')]);
    const d = await demo();
    const list = dataOf<ListPage<RequisitionTemplate>>(await admin.get(TEMPLATES));
    expect(list.results.map((t) => t.name)).toContain('Finance hire');
    expectFieldError(await admin.post(TEMPLATES, { name: 'Finance hire' }), 'name', M.templateNameTaken);
    expectFieldError(
      await admin.post(TEMPLATES, { name: 'x', budget_min: 5, budget_max: 1 }),
      'budget_max',
      M.budgetRange,
    );
    expect((await employee.post(TEMPLATES, { name: 'Interns' })).statusCode).toBe(403);
    const made = dataOf<RequisitionTemplate>(
      await admin.post(TEMPLATES, {
        name: 'Interns',
        employment_type: 'internship',
        headcount: 4,
        department_id: d.finance,
      }),
      201,
    );
    expect(made).toMatchObject({
      employment_type: 'internship',
      headcount: 4,
      department_name: 'Finance',
      requests_count: 0,
    });
    const updated = dataOf<RequisitionTemplate>(
      await admin.put(`${TEMPLATES}/${made.id}`, { name: 'Summer interns', budget_min: 80000 }),
    );
    expect(updated).toMatchObject({ name: 'Summer interns', budget_min: 80000, employment_type: null });
    expect(dataOf<RequisitionTemplate>(await admin.get(`${TEMPLATES}/${made.id}`)).name).toBe(
      'Summer interns',
    );
    expect((await admin.delete(`${TEMPLATES}/${made.id}`)).json().message).toBe(M.templateDeleted);
    expect((await admin.get(`${TEMPLATES}/${made.id}`)).statusCode).toBe(404);
  });

  it("answers another company's ids with a 404", async () => {
    const [admin, acme] = await Promise.all([f.as('admin'), f.as('acmeAdmin')]);
    const hq = await f.firstId('acme', 'branches');
    const dept = (await make.department(acme, { branch_id: hq })).id;
    const theirs = dataOf<JobRequest>(await acme.post(BASE, body({ finance: dept, hq })), 201);
    expect((await admin.get(`${BASE}/${theirs.id}`)).statusCode).toBe(404);
    expect((await admin.delete(`${BASE}/${theirs.id}`)).statusCode).toBe(404);
    expect((await admin.post(`${BASE}/approve`, { job_request_ids: [theirs.id] })).statusCode).toBe(404);
    const d = await demo();
    expectFieldError(
      await admin.post(BASE, body(d, { department_id: dept })),
      'department_id',
      M.departmentNotFound,
    );
    expectFieldError(await admin.post(BASE, body(d, { branch_id: hq })), 'branch_id', M.branchNotFound);
  });
});
