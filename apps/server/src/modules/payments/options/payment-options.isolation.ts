import type { IsolationCase } from '../../../test/isolation.ts';
import type { TestApp } from '../../../test/harness.ts';

const BASE = '/payroll/payment-management/settings/payment-options';
const ALIAS = '/payroll/salarymanagement/settings/payment-options';
let made = 0;
const optionBody = () => ({
  name: `Acme bank file ${(made += 1)}`,
  type: 'bank_file',
  bank_file_format: 'generic_csv',
});

/** A payment option of acme's, made through its own API. */
async function acmeOption(t: TestApp, acme: { token: string }): Promise<number> {
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1${BASE}`,
    headers: { authorization: `Bearer ${acme.token}` },
    payload: optionBody(),
  });
  if (res.statusCode !== 201) throw new Error(`acme payment option: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: { id: number } }).data.id;
}

/** A mandate of acme's: a tiny PDF uploaded by acme's admin. */
async function acmeMandate(t: TestApp, acme: { token: string }): Promise<number> {
  const optionId = await acmeOption(t, acme);
  const boundary = '----clockroomisolation';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="mandate"; filename="mandate.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    Buffer.from('%PDF-1.4\n%acme mandate\n'),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/v1${BASE}/${optionId}/mandates`,
    headers: {
      authorization: `Bearer ${acme.token}`,
      'content-type': `multipart/form-data; boundary=${boundary}`,
    },
    payload,
  });
  if (res.statusCode !== 201) throw new Error(`acme mandate: ${res.statusCode} ${res.body}`);
  return (res.json() as { data: { id: number } }).data.id;
}

/** Payment options and mandates: acme's by id is a 404 to demo's admin, under both prefixes. */
export const paymentOptionsIsolationCases: IsolationCase[] = [
  {
    route: `GET /api/v1${BASE}/{id}`,
    request: async (t, acme) => ({ url: `${BASE}/${await acmeOption(t, acme)}` }),
  },
  {
    route: `GET /api/v1${ALIAS}/{id}`,
    request: async (t, acme) => ({ url: `${ALIAS}/${await acmeOption(t, acme)}` }),
  },
  {
    route: `PUT /api/v1${BASE}/{id}`,
    request: async (t, acme) => ({ url: `${BASE}/${await acmeOption(t, acme)}`, payload: optionBody() }),
  },
  {
    route: `DELETE /api/v1${BASE}/{id}`,
    request: async (t, acme) => ({ url: `${BASE}/${await acmeOption(t, acme)}` }),
  },
  {
    // Not multipart: the option is looked for first, so demo gets a 404 and acme a 422.
    route: `POST /api/v1${BASE}/{id}/mandates`,
    request: async (t, acme) => ({ url: `${BASE}/${await acmeOption(t, acme)}/mandates` }),
  },
  {
    route: `GET /api/v1${BASE}/mandates/{id}/file`,
    request: async (t, acme) => ({ url: `${BASE}/mandates/${await acmeMandate(t, acme)}/file` }),
  },
  {
    route: `DELETE /api/v1${BASE}/mandates/{id}`,
    request: async (t, acme) => ({ url: `${BASE}/mandates/${await acmeMandate(t, acme)}` }),
  },
];
