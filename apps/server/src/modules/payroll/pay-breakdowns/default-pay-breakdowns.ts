import type { Tx } from '../../../platform/db/database.ts';
import { insertPayBreakdowns, type NewPayBreakdown } from './pay-breakdowns.repository.ts';

/**
 * The pay breakdown every company starts with (ADR 37, ADR 41): the split Nigerian payslips commonly
 * use. Basic, Housing and Transport are the three the Pension Reform Act 2014 names as the least base
 * of "monthly emoluments" for contributions (so they are pensionable), and the National Housing Fund
 * takes its 2.5 % of Basic, so payroll needs them apart; Utility holds the rest. The percentages are
 * practice, not law: a company edits them or adds items.
 */
export const DEFAULT_PAY_BREAKDOWNS: readonly NewPayBreakdown[] = [
  {
    allowanceName: 'Basic',
    code: 'BASIC',
    componentType: 'basic',
    percentage: '40.00',
    isPensionable: true,
    position: 1,
  },
  {
    allowanceName: 'Housing',
    code: 'HOUSING',
    componentType: 'housing',
    percentage: '30.00',
    isPensionable: true,
    position: 2,
  },
  {
    allowanceName: 'Transport',
    code: 'TRANSPORT',
    componentType: 'transport',
    percentage: '20.00',
    isPensionable: true,
    position: 3,
  },
  {
    allowanceName: 'Utility',
    code: 'UTILITY',
    componentType: 'other',
    percentage: '10.00',
    isPensionable: false,
    position: 4,
  },
];

/** Gives a new company the default pay breakdown, inside the transaction that creates it. */
export async function createDefaultPayBreakdowns(tx: Tx, companyId: number): Promise<void> {
  await insertPayBreakdowns(tx, companyId, DEFAULT_PAY_BREAKDOWNS);
}
