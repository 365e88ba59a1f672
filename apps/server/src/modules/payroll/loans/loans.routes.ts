import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../../platform/deps.ts';
import { registerLoanSettings } from './settings/loan-settings.routes.ts';
import { registerLoanRequests } from './requests/loan-requests.routes.ts';
import { registerLoanRepayments } from './repayments/loan-repayments.routes.ts';

/**
 * Loans (issue 20): settings, requests and their approval, and repayments (disbursements, refunds,
 * the payroll deduction). A loan's schedule and figures are rebuilt by one piece,
 * loan-ledger.repository.ts, whichever of them moved its money.
 */
export async function registerLoans(app: FastifyInstance, deps: AppDeps): Promise<void> {
  await registerLoanSettings(app, deps);
  await registerLoanRequests(app, deps);
  await registerLoanRepayments(app, deps);
}
