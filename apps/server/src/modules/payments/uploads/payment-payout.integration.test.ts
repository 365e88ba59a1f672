import { beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import {
  PAYMENT_SCHEDULE_DECISION_MESSAGES as D,
  SALARY_PAYMENT_MODULE,
  type ApprovalDecisionResult,
  type ListPage,
  type PaymentUpload,
  type PaymentUploadCreated,
  type UploadSchedules,
} from '@clockroom/contracts';
import { dataOf, type TestClient } from '../../../test/kit.ts';
import { must } from '../../../test/must.ts';
import { eventually } from '../wallet/wallet.fixtures.ts';
import { APPROVED, UPLOADS, paymentsTestFile } from './payment-uploads.fixtures.ts';

const WALLET = '/payroll/payment-management/wallets';
const { f, fx, signedIn } = paymentsTestFile();
let admin: TestClient;
let hr: TestClient;
beforeAll(() => {
  ({ admin, hr } = signedIn);
});

/** A confirmed month uploaded by the maker to the wallet: its transaction and schedule ids. */
async function walletUpload(m: { body: object }) {
  const option = await fx.option(admin, 'wallet');
  const made = dataOf<PaymentUploadCreated>(await fx.upload(admin, m.body, option));
  return { tx: made.upload.transaction_id, ids: made.schedules.map((s) => s.id) };
}

const schedulesOf = async (tx: number) =>
  dataOf<UploadSchedules>(await admin.get(`${UPLOADS}/salary/${tx}/schedules`));
const allLines = (u: UploadSchedules) => u.results.flatMap((s) => s.lines);

describe('a wallet payout', () => {
  it('pays each line, fails the bad account alone, retries it to the corrected account, and shows the month approved', async () => {
    const m = await fx.confirmed(admin, { month: 4, naira: 250_000, count: 3 });
    const bad = m.ids[0] as number;
    await fx.setAccount(bad, '0123450001');
    const { tx, ids } = await walletUpload(m);
    expect(allLines(await schedulesOf(tx)).every((l) => l.status === 'pending')).toBe(true);
    // The test database's wallet starts empty: a top-up the sandbox settles.
    const payin = dataOf<{ id: number }>(await admin.post(`${WALLET}/payins`, { amount: '5000000.00' }), 201);
    await eventually(
      async () => dataOf<{ status: string }>(await admin.get(`${WALLET}/payins/${payin.id}`)),
      (p) => p.status === 'settled',
    );

    dataOf<ApprovalDecisionResult>(
      await hr.put(`${UPLOADS}/salary/${tx}/schedules/approve`, { schedule_ids: ids }),
    );
    const settled = await eventually(
      () => schedulesOf(tx),
      (u) => allLines(u).every((l) => l.status === 'paid' || l.status === 'failed'),
    );
    const failed = allLines(settled).filter((l) => l.status === 'failed');
    expect(failed.map((l) => l.employee_id)).toEqual([bad]);
    expect(failed[0]?.reason).toBeTruthy();
    expect(settled.results[0]?.progress).toBe('failed');

    // The employee's account is corrected, and only that line is sent again, to the new account.
    await fx.setAccount(bad, '0123456785');
    const transferId = failed[0]?.transfer_id as number;
    expect((await admin.post(`${WALLET}/transfers/${transferId}/retry`)).statusCode).toBe(201);
    // On PostgreSQL a signed-in read runs statement by statement (ADR 21): the upload's totals and
    // its lines may be read either side of the settlement, so both are waited for.
    const paid = await eventually(
      () => schedulesOf(tx),
      (u) => allLines(u).every((l) => l.status === 'paid') && u.upload.paid_total === u.upload.total,
    );
    const retried = allLines(paid).find((l) => l.employee_id === bad);
    expect(retried?.account_number).toBe('0123456785');
    expect(paid.upload.paid_total).toBe(paid.upload.total);
    for (const s of paid.results) {
      expect(s.progress).toBe('paid');
      expect(s.lines.reduce((sum, l) => sum + l.amount_kobo, 0)).toBe(s.total_kobo);
    }
    // Each confirmed row was paid once: one paid line per employee, never two.
    expect(new Set(allLines(paid).map((l) => l.employee_id)).size).toBe(allLines(paid).length);

    const approved = dataOf<ListPage<PaymentUpload>>(
      await admin.get(`${APPROVED}?year_month=2025-04&perPage=50`),
    );
    expect(approved.results.map((u) => u.transaction_id)).toContain(tx);
    const read = dataOf<UploadSchedules>(await admin.get(`${APPROVED}/${tx}/schedules`));
    expect(read.results.every((s) => s.status === 'approved')).toBe(true);
    for (const format of ['csv', 'xlsx', 'pdf']) {
      const res = await admin.post(`${APPROVED}/${tx}/schedules/export/${format}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatch(new RegExp(`\\.${format}$`));
    }
    const csv = await admin.post(`/payroll/salarymanagement/payment-upload/salary/${tx}/export/csv`);
    expect(csv.statusCode, csv.body).toBe(200);
    const file = await admin.get(`/downloads/${csv.json().data}`);
    expect(file.statusCode).toBe(200);
    expect(file.body).toContain('0123456785');
  });

  it('waits for funds when the balance is short, and says so', async () => {
    const { tx, ids } = await walletUpload(
      await fx.confirmed(admin, { month: 5, naira: 90_000_000, count: 1 }),
    );
    const sid = ids[0] as number;
    dataOf(await hr.put(`${UPLOADS}/salary/${tx}/schedules/approve`, { schedule_ids: [sid] }));
    const read = await schedulesOf(tx);
    expect(read.results[0]?.progress).toBe('waiting_funds');
    expect(read.results[0]?.funds_message).toMatch(/short of this schedule/);
    const again = await admin.post(`${UPLOADS}/salary/${tx}/schedules/${sid}/pay`);
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toMatch(/top up the wallet/);
  });

  it('under a salary-payment approver group, waits on its approver, never the maker, and pays only once approved', async () => {
    const companyId = await f.companyId('demo');
    const employeeOf = async (email: string) => {
      const r = await f.t.database.owner.execute<{ id: string }>(sql`SELECT e.id FROM employees e
        JOIN users u ON u.company_id = e.company_id AND u.employee_id = e.id
        WHERE e.company_id = ${companyId} AND u.email = ${email}`);
      return Number(must(r.rows[0], email).id);
    };
    const [maker, checker] = [await employeeOf('admin@demo.example'), await employeeOf('hr@demo.example')];
    const r = await f.t.database.owner.execute<{ id: string }>(sql`
      INSERT INTO approver_groups (company_id, module, description, basis, member_ids, approval_type)
      VALUES (${companyId}, ${SALARY_PAYMENT_MODULE}, 'Payment checkers', 'employees',
        ${`{${maker}}`}::bigint[], 'Sequential') RETURNING id`);
    const group = Number(must(r.rows[0], 'the group').id);
    await f.t.database.owner.execute(sql`INSERT INTO approver_group_levels
      (company_id, group_id, level, approver_id) VALUES (${companyId}, ${group}, 1, ${checker})`);
    try {
      const { tx, ids } = await walletUpload(
        await fx.confirmed(admin, { month: 6, naira: 100_000, count: 2 }),
      );

      // The engine refuses the maker outright (the own-request rule), whatever level waits.
      const own = await admin.put(`${UPLOADS}/salary/${tx}/schedules/approve`, { schedule_ids: ids });
      expect(own.statusCode, own.body).toBe(422);
      expect(own.json().refused[0].reason).toBe(D.ownRequest);
      const waiting = await schedulesOf(tx);
      expect(waiting.results.every((s) => s.progress === 'awaiting_approval')).toBe(true);
      expect(allLines(waiting).every((l) => l.status === 'pending')).toBe(true);

      const decided = dataOf<ApprovalDecisionResult>(
        await hr.put(`${UPLOADS}/salary/${tx}/schedules/approve`, { schedule_ids: ids }),
      );
      expect(decided.decided_ids).toEqual(ids);
      // The last approval starts the payout (the wallet was topped up by the first case).
      await eventually(
        () => schedulesOf(tx),
        (u) => allLines(u).every((l) => l.status === 'paid'),
      );
    } finally {
      await f.t.database.owner.execute(sql`DELETE FROM approver_groups WHERE id = ${group}`);
    }
  });
});
