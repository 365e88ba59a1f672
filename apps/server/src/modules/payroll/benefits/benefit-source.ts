import type { PayItemSource } from '../schedule/pay-item-source.ts';
import { benefitDeductionLines, recordPayments } from './benefit-source.repository.ts';

/**
 * The pay item source 'benefit-deductions' (ADR 41, 54): each approved record gives a line in each
 * month it covers (benefit: earnings, taxable as its type says, never pensionable; deduction: taken
 * from net pay), code `BD_<id>`, named by its type. A confirmed month records each line as paid,
 * once (view-details' months paid).
 */
export const benefitDeductionsSource: PayItemSource = {
  name: 'benefit-deductions',
  lines: benefitDeductionLines,
  confirmed: recordPayments,
};
