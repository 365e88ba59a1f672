import { beforeAll, describe, expect, it } from 'vitest';
import {
  PAYMENT_UPLOAD_MESSAGES as M,
  type ApprovalDecisionResult,
  type ListPage,
  type PaymentUpload,
  type PaymentUploadCreated,
  type UploadSchedules,
} from '@clockroom/contracts';
import { dataOf, expectFieldError, type TestClient } from '../../../test/kit.ts';
import { must } from '../../../test/must.ts';
import { RUN, UPLOADS, paymentsTestFile } from './payment-uploads.fixtures.ts';

const { fx, signedIn } = paymentsTestFile();
const confirmed = (month: number, count: number, noBank = 0) =>
  fx.confirmed(signedIn.admin, { month, naira: 300_000, count, noBank });
let admin: TestClient;
let hr: TestClient;
beforeAll(() => {
  ({ admin, hr } = signedIn);
});

describe('the maker uploads a confirmed month', () => {
  it('refuses an open month, and an upload without any payment option', async () => {
    const m = await fx.month(200_000, 1);
    const body = { month: 1, year: 2025, branch_ids: [m.branchId] };
    dataOf(await admin.post(RUN, body));
    const option = await fx.option(admin, 'bank_file');
    expectFieldError(await fx.upload(admin, body, option), 'month', M.monthNotConfirmed);
    dataOf(await admin.post(`${RUN}/confirm`, body));
    expectFieldError(
      await admin.post(`${RUN}?mode=upload`, body),
      'payment_option_id',
      M.paymentOptionRequired,
    );
    expect((await fx.upload(admin, body, 999_999_999)).statusCode).toBe(404);
  });

  it('makes one transaction of schedules whose lines are the net pay, and never uploads a row twice', async () => {
    const m = await confirmed(2, 3, 1);
    const option = await fx.option(admin, 'bank_file');
    const res = await fx.upload(admin, m.body, option);
    expect(res.json().message).toBe(M.uploaded);
    const made = dataOf<PaymentUploadCreated>(res);
    expect(made.skipped).toEqual([
      expect.objectContaining({ employee_id: m.ids[2], reason: M.noBankDetails }),
    ]);
    expect(made.upload).toMatchObject({ type: 'salary', year_month: '2025-02', line_count: 2 });
    const expected = [m.ids[0], m.ids[1]].reduce<number>(
      (s, id) => s + Math.round(Number(m.net.get(id as number)) * 100),
      0,
    );
    expect(made.upload.total_kobo).toBe(expected);
    expect(made.schedules.reduce((s, x) => s + x.total_kobo, 0)).toBe(expected);

    // The same month and batch again: nobody is in it twice.
    expectFieldError(await fx.upload(admin, m.body, option), 'month', M.nothingToUpload);

    const read = dataOf<UploadSchedules>(
      await admin.get(`${UPLOADS}/salary/${made.upload.transaction_id}/schedules`),
    );
    for (const s of read.results) {
      expect(s.lines.reduce((sum, l) => sum + l.amount_kobo, 0)).toBe(s.total_kobo);
      expect(s.status).toBe('pending');
      expect(s.can_decide).toBe(false); // the maker
      for (const l of s.lines) expect(l.amount).toBe(m.net.get(l.employee_id));
    }
    const list = dataOf<ListPage<PaymentUpload>>(
      await admin.get(`${UPLOADS}/salary?year_month=2025-02&perPage=50`),
    );
    expect(list.results.map((u) => u.transaction_id)).toContain(made.upload.transaction_id);
    expect(
      dataOf<ListPage<PaymentUpload>>(await admin.get(`${UPLOADS}/salary?year_month=2024-02`)).total,
    ).toBe(0);
    expectFieldError(
      await admin.get(`${UPLOADS}/salary?year_month=2025-13`),
      'year_month',
      M.yearMonthInvalid,
    );
  });
});

describe('the checkers decide', () => {
  it('never lets the maker check, declines free the rows, approval opens the bank file and lines are marked paid', async () => {
    const m = await confirmed(3, 2);
    const option = await fx.option(admin, 'bank_file', 'bank_bulk_csv');
    const made = dataOf<PaymentUploadCreated>(await fx.upload(admin, m.body, option));
    const tx = made.upload.transaction_id;
    const ids = made.schedules.map((s) => s.id);

    const own = await admin.put(`${UPLOADS}/salary/${tx}/schedules/approve`, { schedule_ids: ids });
    expect(own.statusCode).toBe(422);
    expect(own.json().refused[0].reason).toBe(M.refusedOwn);
    expectFieldError(
      await hr.put(`${UPLOADS}/salary/${tx}/schedules/decline`, { schedule_ids: ids }),
      'reason',
      M.declineReasonRequired,
    );
    expect((await hr.put(`${UPLOADS}/salary/${tx}/schedules/pause`, { schedule_ids: ids })).statusCode).toBe(
      422,
    );
    expect(
      (await hr.put(`${UPLOADS}/salary/${tx}/schedules/approve`, { schedule_ids: [999_999_999] })).statusCode,
    ).toBe(404);

    const declined = await hr.put(`${UPLOADS}/salary/${tx}/schedules/decline`, {
      schedule_ids: ids,
      reason: 'Wrong month',
    });
    expect(dataOf<ApprovalDecisionResult>(declined).decided).toBe(ids.length);
    const rows = (await fx.rows(m.ids, 2025, 3)).map((r) => Number(r.id));
    expect(await fx.liveLines(rows)).toBe(0);
    const again = dataOf<PaymentUploadCreated>(await fx.upload(admin, m.body, option));
    expect(again.upload.line_count).toBe(2);
    expect(await fx.liveLines(rows)).toBe(2);

    const tx2 = again.upload.transaction_id;
    const ids2 = again.schedules.map((s) => s.id);
    const sid = ids2[0] as number;
    expect((await admin.get(`${UPLOADS}/salary/${tx2}/schedules/${sid}/bank-file`)).statusCode).toBe(422);
    const approved = dataOf<ApprovalDecisionResult>(
      await hr.put(`${UPLOADS}/salary/${tx2}/schedules/approve`, { schedule_ids: ids2 }),
    );
    expect(approved.decided_ids).toEqual(ids2);
    const again2 = await hr.put(`${UPLOADS}/salary/${tx2}/schedules/approve`, { schedule_ids: ids2 });
    expect(again2.json().refused[0].reason).toBe(M.refusedNotPending);

    const file = await admin.get(`${UPLOADS}/salary/${tx2}/schedules/${sid}/bank-file`);
    expect(file.statusCode, file.body).toBe(200);
    expect(file.headers['content-type']).toContain('text/csv');
    expect(file.body).toContain('Adaeze Test');

    expectFieldError(
      await admin.put(`${UPLOADS}/salary/${tx2}/schedules/${sid}/lines/failed`, {}),
      'reason',
      M.failedReasonRequired,
    );
    const marked = dataOf<{ updated: number; schedule: { progress: string } }>(
      await admin.put(`${UPLOADS}/salary/${tx2}/schedules/${sid}/lines/paid`, {}),
    );
    expect(marked.updated).toBeGreaterThan(0);
    expect(marked.schedule.progress).toBe('paid');
    expectFieldError(
      await admin.put(`${UPLOADS}/salary/${tx2}/schedules/${sid}/lines/paid`, {}),
      'line_ids',
      M.linesNotMarkable,
    );
    // Wallet routes refuse a bank-file schedule.
    expectFieldError(
      await admin.post(`${UPLOADS}/salary/${tx2}/schedules/${sid}/pay`),
      'schedule_id',
      M.notWallet,
    );
  });
});

describe('a bank file sent again', () => {
  it('holds only the lines not yet with the bank, a failed one re-routed to the corrected account, and nothing once all are paid', async () => {
    const m = await confirmed(6, 3);
    const made = dataOf<PaymentUploadCreated>(
      await fx.upload(admin, m.body, await fx.option(admin, 'bank_file')),
    );
    const tx = made.upload.transaction_id;
    dataOf(
      await hr.put(`${UPLOADS}/salary/${tx}/schedules/approve`, {
        schedule_ids: made.schedules.map((s) => s.id),
      }),
    );
    const read = async () =>
      must(
        dataOf<UploadSchedules>(await admin.get(`${UPLOADS}/salary/${tx}/schedules`)).results.find((s) =>
          s.lines.some((l) => l.employee_id === m.ids[0]),
        ),
        'the schedule of the first employee',
      );
    const schedule = await read();
    const [paid, failed, sent] = schedule.lines;
    if (!paid || !failed || !sent) throw new Error('the three employees are batched together');
    const lines = `${UPLOADS}/salary/${tx}/schedules/${schedule.id}/lines`;
    const bankFile = () => admin.get(`${UPLOADS}/salary/${tx}/schedules/${schedule.id}/bank-file`);

    const first = await bankFile();
    expect(first.statusCode, first.body).toBe(200);
    for (const l of [paid, failed, sent]) expect(first.body).toContain(l.account_number);
    // The file's lines are with the bank: a second download before its result sends nothing again.
    expect((await read()).lines.map((l) => l.status)).toEqual(['processing', 'processing', 'processing']);
    expectFieldError(await bankFile(), 'schedule_id', M.bankFileNothingToSend);

    dataOf(await admin.put(`${lines}/paid`, { line_ids: [paid.id] }));
    dataOf(await admin.put(`${lines}/failed`, { line_ids: [failed.id], reason: 'Account closed' }));
    const corrected = '0987654325';
    await fx.setAccount(failed.employee_id, corrected);

    const second = await bankFile();
    expect(second.statusCode, second.body).toBe(200);
    expect(second.body).toContain(corrected);
    for (const l of [failed, paid, sent]) expect(second.body).not.toContain(l.account_number);
    const ref = made.upload.reference;
    expect(second.body).toContain(`${ref}-${failed.id},`);
    expect(second.body).not.toContain(`${ref}-${sent.id},`);
    // The failed line went again, to the details it was re-routed to, as a wallet retry's line does.
    const rerouted = (await read()).lines.find((l) => l.id === failed.id);
    expect(rerouted).toMatchObject({ status: 'processing', account_number: corrected });

    // Without ids, the bank's "all paid" marks every line it holds.
    const done = dataOf<{ updated: number; schedule: { progress: string } }>(
      await admin.put(`${lines}/paid`, {}),
    );
    expect(done).toMatchObject({ updated: 2, schedule: { progress: 'paid' } });
    expectFieldError(await bankFile(), 'schedule_id', M.bankFileNothingToSend);
  });
});
