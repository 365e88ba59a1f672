import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PaymentMandate, PaymentOption } from '@clockroom/contracts';
import { runAsTenant } from '../../platform/tenancy/tenant-work.ts';
import { FileStorage } from '../../platform/files/storage.ts';
import { dataOf, testFile } from '../../test/kit.ts';
import { DEMO_BANK_FILE_OPTION, DEMO_WALLET_OPTION, seedDemoPaymentOptions } from './demo-payment-options.ts';

// The demo's payment options (npm start seeds them; the tests' template leaves them out): seeded into
// a copy of the template, with the mandate's bytes in this file's storage, then read through the API.
const f = testFile();
const BASE = '/payroll/payment-management/settings/payment-options';

beforeAll(async () => {
  const demo = await f.companyId('demo');
  const storage = new FileStorage(path.join(f.t.config.dataDir, 'files'));
  await runAsTenant(f.t.database, demo, { system: 'test' }, { error: () => undefined }, ({ tx }) =>
    seedDemoPaymentOptions(tx, demo, storage),
  );
}, 60_000);

describe('the demo company’s payment options', () => {
  it('has the company wallet and a bank bulk-payment file with a signed mandate that downloads as a PDF', async () => {
    const admin = await f.as('admin');
    const options = dataOf<{ results: PaymentOption[] }>(await admin.get(`${BASE}?perPage=100`)).results;
    expect(options.find((o) => o.name === DEMO_WALLET_OPTION)).toMatchObject({
      type: 'wallet',
      bank_file_format: null,
    });
    const bank = options.find((o) => o.name === DEMO_BANK_FILE_OPTION);
    expect(bank).toMatchObject({ type: 'bank_file', bank_file_format: 'bank_bulk_csv', mandates_count: 1 });
    const [mandate] = dataOf<{ results: PaymentMandate[] }>(
      await admin.get(`${BASE}/mandates?payment_option_id=${bank?.id}`),
    ).results;
    expect(mandate).toMatchObject({ file_name: 'GTBank salary mandate.pdf', mime_type: 'application/pdf' });
    expect(mandate?.uploaded_by).toBeTruthy();
    const file = await admin.get(`${BASE}/mandates/${mandate?.id}/file`);
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(file.rawPayload.toString('latin1')).toContain('Payment mandate');
  });
});
