import { acmeCreate, type IsolationCase } from '../../../test/isolation.ts';
import type { TestApp } from '../../../test/harness.ts';

const TABLES = '/payroll/salarymanagement/settings/statutory-deduction';
const REMITTANCES = '/payroll/salarymanagement/settings/company-remittance';
let made = 0;

// Each acme version starts on its own month (two never share one), from 2080 on: after the months the payslip cases confirm (2040 on, one year per case).
const tableBody = () => {
  made += 1;
  const month = String((made % 12) + 1).padStart(2, '0');
  return {
    name: `Acme table ${made}`,
    regime: 'nta_2025',
    effective_from: `${2080 + Math.floor(made / 12)}-${month}-01`,
    bands: [{ up_to: 800000, rate: 0 }, { rate: 15 }],
  };
};
const remittanceBody = () => ({ name: `Acme levy ${(made += 1)}`, code: `ACME_${made}`, rate: '1' });

const table = (t: TestApp, acme: { token: string }) => acmeCreate(t, acme, TABLES, tableBody());
const remittance = (t: TestApp, acme: { token: string }) =>
  acmeCreate(t, acme, REMITTANCES, remittanceBody());

/** Statutory deductions and company remittances: acme's by id is a 404 to demo's admin. */
export const statutoryIsolationCases: IsolationCase[] = [
  {
    route: `GET /api/v1${TABLES}/{id}`,
    request: async (t, acme) => ({ url: `${TABLES}/${await table(t, acme)}` }),
  },
  {
    route: `GET /api/v1${TABLES}/{id}/worked-example`,
    request: async (t, acme) => ({
      url: `${TABLES}/${await table(t, acme)}/worked-example?annual_gross=6000000`,
    }),
  },
  {
    route: `PUT /api/v1${TABLES}/{id}`,
    request: async (t, acme) => ({ url: `${TABLES}/${await table(t, acme)}`, payload: tableBody() }),
  },
  {
    route: `DELETE /api/v1${TABLES}/{id}`,
    request: async (t, acme) => ({ url: `${TABLES}/${await table(t, acme)}` }),
  },
  {
    route: `GET /api/v1${REMITTANCES}/{id}`,
    request: async (t, acme) => ({ url: `${REMITTANCES}/${await remittance(t, acme)}` }),
  },
  {
    route: `PUT /api/v1${REMITTANCES}/{id}`,
    request: async (t, acme) => ({
      url: `${REMITTANCES}/${await remittance(t, acme)}`,
      payload: remittanceBody(),
    }),
  },
  {
    route: `DELETE /api/v1${REMITTANCES}/{id}`,
    request: async (t, acme) => ({ url: `${REMITTANCES}/${await remittance(t, acme)}` }),
  },
];
