import { approvedOvertimeFor } from '../../attendance/index.ts';
import type { PayItemSource } from './pay-item-source.ts';
import { monthKey } from './schedule-period.ts';

/**
 * Approved overtime as a pay item source (issue 18 §5, issue 19, ADR 41): each employee's approved
 * overtime of the calendar month, one 'OVERTIME' line in gross, taxable and not pensionable (the
 * Pension Reform Act's base is basic, housing and transport). The decided figures count, as the
 * overtime module answers them; nothing is recorded on confirm, since an approved record is paid
 * in the month of its day and a confirmed month never changes.
 */
export const overtimePayItemSource: PayItemSource = {
  name: 'overtime',
  async lines(tx, companyId, period, employeeIds) {
    const asked = new Set(employeeIds);
    const approved = await approvedOvertimeFor(tx, companyId, monthKey(period));
    return approved
      .filter((o) => asked.has(o.employeeId) && o.amountKobo > 0)
      .map((o) => ({
        employeeId: o.employeeId,
        kind: 'overtime' as const,
        code: 'OVERTIME',
        name: 'Overtime',
        amountKobo: BigInt(o.amountKobo),
        taxable: true,
        pensionable: false,
      }));
  },
};
