import type { Tx } from '../../platform/db/database.ts';
import { seedDemoPayroll } from './payroll.ts';
import { seedDemoCanteen } from './demo-canteen.ts';
import { seedDemoBenefits } from './demo-benefits.ts';
import { seedDemoLoanSettings } from './demo-loan-settings.ts';
import { seedDemoLoans } from './demo-loans.ts';
import { seedDemoLoanRequests } from './demo-loan-requests.ts';
import { seedDemoPaymentOptions } from './demo-payment-options.ts';
import { seedDemoWallet } from './demo-wallet.ts';
import { seedDemoSalaryPayments } from './demo-salary-payments.ts';

/**
 * The demo company's pay (issues 19 and 20), in the order each part needs: benefits and deductions
 * before the payroll year, so its runs pay them; then the year; then the canteen, the loan settings,
 * the running loan (whose confirmed months it marks paid) and a pending loan request.
 */
export async function seedDemoPay(tx: Tx, companyId: number): Promise<void> {
  await seedDemoBenefits(tx, companyId);
  await seedDemoPayroll(tx, companyId);
  await seedDemoCanteen(tx, companyId);
  await seedDemoLoanSettings(tx, companyId);
  await seedDemoLoans(tx, companyId);
  await seedDemoLoanRequests(tx, companyId);
  // Salary payments (issue 21): how the confirmed months are paid.
  await seedDemoPaymentOptions(tx, companyId);
  await seedDemoWallet(tx, companyId);
  await seedDemoSalaryPayments(tx, companyId);
}
