import type { IsolationCase } from '../../../test/isolation.ts';
import { employeeIdByEmail, makeScheduleRow } from './payslips.fixtures.ts';

let made = 0;

/** A confirmed payslip of acme's admin, a month of its own per case; answers the request's body. */
async function acmePayslip(t: Parameters<IsolationCase['request']>[0], companyId: number) {
  const employeeId = await employeeIdByEmail(t, companyId, 'admin@acme.example');
  made += 1;
  await makeScheduleRow(t, companyId, { employeeId, year: 2040 + made, month: 1 });
  return { employee_id: employeeId, month: 1, year: 2040 + made };
}

/**
 * The admin's payslip calls take the employee in the body: acme's employee is a 404 to demo's admin,
 * and acme's own admin reads the payslip (the PDF too).
 */
export const payslipIsolationCases: IsolationCase[] = [
  'payroll/reports/payslips',
  'payroll/reports/payslips/pdf',
].map((path) => ({
  route: `POST /api/v1/${path}`,
  request: async (t, acme) => ({ url: `/${path}`, payload: await acmePayslip(t, acme.companyId) }),
}));
