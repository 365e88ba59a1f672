import { afterAll, describe, expect, it } from 'vitest';
import { PAYMENT_OPTION_MESSAGES as M, type PaymentMandate, type PaymentOption } from '@clockroom/contracts';
import { dataOf, expectFieldError, testFile } from '../../../test/kit.ts';
import { registerPaymentOptionUse } from './index.ts';
import { findPaymentOption } from './index.ts';

const BASE = '/payroll/payment-management/settings/payment-options';
const ALIAS = '/payroll/salarymanagement/settings/payment-options';
const f = testFile();
let n = 0;
const bankFile = (over: Record<string, unknown> = {}) => ({
  name: `Bank file ${(n += 1)}`,
  type: 'bank_file',
  bank_file_format: 'bank_bulk_csv',
  ...over,
});
type Page<T> = { results: T[]; total: number };

// Payment uploads register how they count an option's uses; here a test stands in for them.
const usedIds = new Set<number>();
registerPaymentOptionUse(
  async (_tx, _company, ids) => new Map(ids.filter((id) => usedIds.has(id)).map((id) => [id, 2])),
);
afterAll(() => usedIds.clear());

const PDF = Buffer.from('%PDF-1.4\n%signed mandate\n');
const JPEG = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(64, 1)]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

/** A multipart upload of one file (and text fields before it), as a browser sends it. */
async function upload(
  optionId: number,
  name: string,
  bytes: Buffer,
  fields: Record<string, string> = {},
  field = 'mandate',
) {
  const boundary = '----clockroompaymentoptions';
  const parts = Object.entries(fields).map(([k, v]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`),
  );
  const payload = Buffer.concat([
    ...parts,
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return f.t.app.inject({
    method: 'POST',
    url: `/api/v1${BASE}/${optionId}/mandates`,
    headers: {
      authorization: `Bearer ${await f.token('admin')}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
}

describe('payment options', () => {
  it('creates, reads, lists (every spelling), searches, filters, updates and deletes', async () => {
    const admin = await f.as('admin');
    const res = await admin.post(BASE, bankFile({ name: 'GTBank bulk upload' }));
    const made = dataOf<PaymentOption>(res, 201);
    expect(res.json().message).toBe(M.created);
    expect(made).toMatchObject({
      name: 'GTBank bulk upload',
      type: 'bank_file',
      bank_file_format: 'bank_bulk_csv',
      mandates_count: 0,
      uploads_count: 0,
    });
    expect(dataOf(await admin.get(`${BASE}/${made.id}`))).toEqual(made);
    expect(dataOf(await admin.get(`${ALIAS}/${made.id}`))).toEqual(made);

    const wallet = dataOf<PaymentOption>(
      await admin.post(ALIAS, { name: 'Company wallet', type: 'wallet' }),
      201,
    );
    expect(wallet).toMatchObject({ type: 'wallet', bank_file_format: null });

    for (const path of [BASE, `${BASE}/list`, ALIAS]) {
      const found = dataOf<Page<PaymentOption>>(await admin.get(`${path}?search_query=gtbank`));
      expect(found.results.map((r) => r.id)).toEqual([made.id]);
    }
    const wallets = dataOf<Page<PaymentOption>>(await admin.get(`${BASE}?type=wallet&perPage=100`));
    expect(wallets.results.map((r) => r.id)).toEqual([wallet.id]);
    const all = dataOf<Page<PaymentOption>>(await admin.get(`${BASE}?perPage=100`));
    expect(all.total).toBeGreaterThanOrEqual(2);

    const updated = await admin.put(
      `${BASE}/${made.id}`,
      bankFile({ name: 'GTBank generic', bank_file_format: 'generic_csv' }),
    );
    expect(updated.json().message).toBe(M.updated);
    expect(dataOf<PaymentOption>(updated)).toMatchObject({
      name: 'GTBank generic',
      bank_file_format: 'generic_csv',
    });
    const toWallet = dataOf<PaymentOption>(
      await admin.put(`${BASE}/${made.id}`, { name: 'Now wallet', type: 'wallet', bank_file_format: '' }),
    );
    expect(toWallet).toMatchObject({ type: 'wallet', bank_file_format: null });

    const removed = await admin.delete(`${BASE}/${made.id}`);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().message).toBe(M.deleted);
    const gone = await admin.get(`${BASE}/${made.id}`);
    expect(gone.statusCode).toBe(404);
    expect(gone.json().message).toBe(M.notFound);
  });

  it('answers 422 per field: name, type, the format a bank file needs and a wallet refuses, a taken name', async () => {
    const admin = await f.as('admin');
    expectFieldError(await admin.post(BASE, bankFile({ name: '  ' })), 'name', M.nameRequired);
    expectFieldError(await admin.post(BASE, bankFile({ name: 'x'.repeat(151) })), 'name', M.nameTooLong);
    expectFieldError(await admin.post(BASE, bankFile({ type: 'cheque' })), 'type', M.typeInvalid);
    expectFieldError(
      await admin.post(BASE, bankFile({ bank_file_format: undefined })),
      'bank_file_format',
      M.formatRequired,
    );
    expectFieldError(
      await admin.post(BASE, bankFile({ bank_file_format: 'mt940' })),
      'bank_file_format',
      M.formatInvalid,
    );
    expectFieldError(
      await admin.post(BASE, { name: 'Wallet with a file', type: 'wallet', bank_file_format: 'generic_csv' }),
      'bank_file_format',
      M.formatNotForWallet,
    );
    dataOf(await admin.post(BASE, bankFile({ name: 'Zenith payroll' })), 201);
    expectFieldError(await admin.post(BASE, bankFile({ name: 'ZENITH PAYROLL' })), 'name', M.nameTaken);
  });

  it('keeps an option payment uploads use: no delete, no change of kind, a rename is fine', async () => {
    const admin = await f.as('admin');
    const made = dataOf<PaymentOption>(await admin.post(BASE, bankFile()), 201);
    usedIds.add(made.id);
    expect(dataOf<PaymentOption>(await admin.get(`${BASE}/${made.id}`)).uploads_count).toBe(2);
    const refused = await admin.delete(`${BASE}/${made.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(M.inUse);
    const kind = await admin.put(`${BASE}/${made.id}`, bankFile({ bank_file_format: 'generic_csv' }));
    expect(kind.statusCode).toBe(409);
    expect(kind.json().message).toBe(M.kindLocked);
    const renamed = await admin.put(`${BASE}/${made.id}`, bankFile({ name: 'Renamed in use' }));
    expect(dataOf<PaymentOption>(renamed).name).toBe('Renamed in use');
    expect((await admin.get(`${BASE}/${made.id}`)).statusCode).toBe(200);
  });

  it('gives payment uploads the option’s kind, and null for another company’s', async () => {
    const admin = await f.as('admin');
    const made = dataOf<PaymentOption>(await admin.post(BASE, bankFile()), 201);
    expect(
      await f.inCompany('demo', (tx) => f.companyId('demo').then((c) => findPaymentOption(tx, c, made.id))),
    ).toEqual({
      id: made.id,
      name: made.name,
      type: 'bank_file',
      bank_file_format: 'bank_bulk_csv',
    });
    const acme = await f.companyId('acme');
    expect(await f.inCompany('acme', (tx) => findPaymentOption(tx, acme, made.id))).toBeNull();
  });

  it('reads with view payment wallet and writes with manage payments only', async () => {
    const employee = await f.as('employee');
    expect((await employee.get(BASE)).statusCode).toBe(403);
    expect((await employee.get(`${BASE}/mandates`)).statusCode).toBe(403);
    expect((await employee.post(BASE, bankFile())).statusCode).toBe(403);
    expect((await f.anonymous().get(BASE)).statusCode).toBe(401);
  });
});

describe('payment mandates', () => {
  it('uploads a PDF, JPG or PNG, lists them per option, downloads and deletes one', async () => {
    const admin = await f.as('admin');
    const a = dataOf<PaymentOption>(await admin.post(BASE, bankFile({ name: 'Access bulk' })), 201);
    const b = dataOf<PaymentOption>(await admin.post(BASE, bankFile({ name: 'UBA bulk' })), 201);
    const res = await upload(a.id, 'Access mandate.pdf', PDF, { description: 'Signed by both directors' });
    const pdf = dataOf<PaymentMandate>(res, 201);
    expect(res.json().message).toBe(M.mandateUploaded);
    expect(pdf).toMatchObject({
      payment_option_id: a.id,
      payment_option_name: 'Access bulk',
      description: 'Signed by both directors',
      file_name: 'Access mandate.pdf',
      mime_type: 'application/pdf',
      size_bytes: PDF.length,
    });
    expect(pdf.uploaded_by).toBeTruthy();
    dataOf(await upload(a.id, 'scan.jpg', JPEG), 201);
    dataOf(await upload(b.id, 'scan.png', PNG), 201);
    expect(dataOf<PaymentOption>(await admin.get(`${BASE}/${a.id}`)).mandates_count).toBe(2);

    const ofA = dataOf<Page<PaymentMandate>>(await admin.get(`${BASE}/mandates?payment_option_id=${a.id}`));
    expect(ofA.total).toBe(2);
    expect(ofA.results.every((m) => m.payment_option_id === a.id)).toBe(true);
    const aliased = dataOf<Page<PaymentMandate>>(
      await admin.get(`${ALIAS}/mandates?payment_option_id=${b.id}`),
    );
    expect(aliased.results.map((m) => m.file_name)).toEqual(['scan.png']);
    const searched = dataOf<Page<PaymentMandate>>(await admin.get(`${BASE}/mandates?search_query=directors`));
    expect(searched.results.map((m) => m.id)).toEqual([pdf.id]);

    const file = await admin.get(`${BASE}/mandates/${pdf.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toContain('Access mandate.pdf');
    expect(file.rawPayload.equals(PDF)).toBe(true);
    expect((await (await f.as('employee')).get(`${BASE}/mandates/${pdf.id}/file`)).statusCode).toBe(403);

    const deleted = await admin.delete(`${BASE}/mandates/${pdf.id}`);
    expect(deleted.json().message).toBe(M.mandateDeleted);
    expect((await admin.get(`${BASE}/mandates/${pdf.id}/file`)).statusCode).toBe(404);

    // Deleting the option takes its mandates with it.
    dataOf(await admin.delete(`${BASE}/${a.id}`));
    const left = dataOf<Page<PaymentMandate>>(await admin.get(`${BASE}/mandates?payment_option_id=${a.id}`));
    expect(left.total).toBe(0);
  });

  it('refuses a missing file, another type, a renamed file and a long description, beside their fields', async () => {
    const admin = await f.as('admin');
    const option = dataOf<PaymentOption>(await admin.post(BASE, bankFile()), 201);
    expectFieldError(await upload(option.id, 'mandate.pdf', PDF, {}, 'file'), 'mandate', M.mandateMissing);
    expectFieldError(
      await upload(option.id, 'mandate.txt', Buffer.from('signed, honest')),
      'mandate',
      M.mandateType,
    );
    expectFieldError(await upload(option.id, 'mandate.pdf', JPEG), 'mandate', M.mandateType);
    expectFieldError(
      await upload(option.id, 'm.pdf', PDF, { description: 'x'.repeat(251) }),
      'description',
      M.descriptionTooLong,
    );
    expectFieldError(
      await upload(option.id, 'big.pdf', Buffer.concat([PDF, Buffer.alloc(5 * 1024 * 1024)])),
      'mandate',
      M.mandateSize,
    );
    expectFieldError(
      await admin.get(`${BASE}/mandates?payment_option_id=abc`),
      'payment_option_id',
      M.optionFilterInvalid,
    );
    expect((await upload(999_999_999, 'm.pdf', PDF)).statusCode).toBe(404);
  });
});
