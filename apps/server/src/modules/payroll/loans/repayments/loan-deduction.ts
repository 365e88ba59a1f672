import type { PayItemSource } from '../../schedule/pay-item-source.ts';
import { dueLines, markPaid } from './loan-deduction.repository.ts';

/**
 * The loans' pay item source (ADR 41, 53): a run takes each disbursed loan's due instalments up to its
 * month as one 'loan_repayment' line (`LOAN_<loanId>`); a confirmed month marks them paid.
 */
export const loanRepaymentSource: PayItemSource = { name: 'loans', lines: dueLines, confirmed: markPaid };
