import type { Tx } from '../../../platform/db/database.ts';
import { insertPayBreakdowns } from './pay-breakdowns.repository.ts';

/**
 * The pay breakdown every company starts with (ADR 37): the split Nigerian payslips commonly use.
 * Basic, Housing and Transport are the three the Pension Reform Act 2014 names as the least base of
 * "monthly emoluments" for contributions, and the National Housing Fund takes its 2.5 % of Basic, so
 * payroll needs them apart; Utility holds the rest. The percentages are practice, not law: a company
 * edits them (payroll issue) or adds items.
 */
export const DEFAULT_PAY_BREAKDOWNS: readonly { allowanceName: string; percentage: string }[] = [
  { allowanceName: 'Basic', percentage: '40.00' },
  { allowanceName: 'Housing', percentage: '30.00' },
  { allowanceName: 'Transport', percentage: '20.00' },
  { allowanceName: 'Utility', percentage: '10.00' },
];

/** Gives a new company the default pay breakdown, inside the transaction that creates it. */
export async function createDefaultPayBreakdowns(tx: Tx, companyId: number): Promise<void> {
  await insertPayBreakdowns(tx, companyId, DEFAULT_PAY_BREAKDOWNS);
}
