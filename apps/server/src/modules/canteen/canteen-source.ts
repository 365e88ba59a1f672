import { CANTEEN_MESSAGES } from '@clockroom/contracts';
import type { PayItemSource } from '../payroll/index.ts';
import * as repo from './canteen-source.repository.ts';

/**
 * The canteen's pay item source (ADR 41, 55): one 'CANTEEN' deduction a month, "Canteen meals",
 * the employee's share of the meals due (canteen-source.repository.ts). Confirming the month settles
 * exactly the meals the line counted (its ref, the last meal id), so a second confirmation is a no-op.
 */
export const canteenPayItemSource: PayItemSource = {
  name: 'canteen',
  async lines(tx, companyId, period, employeeIds) {
    const due = await repo.dueShares(tx, companyId, period.end, employeeIds);
    return due
      .filter((d) => d.kobo > 0n)
      .map((d) => ({
        employeeId: d.employeeId,
        kind: 'deduction' as const,
        code: 'CANTEEN',
        name: CANTEEN_MESSAGES.payslipLine,
        amountKobo: d.kobo,
        taxable: false,
        pensionable: false,
        ref: String(d.upto),
      }));
  },
  async confirmed(tx, companyId, period, lines) {
    const settled = lines.flatMap((l) =>
      l.ref && /^\d+$/.test(l.ref) ? [{ employeeId: l.employeeId, upto: Number(l.ref) }] : [],
    );
    await repo.settle(tx, companyId, period.start, period.end, settled);
  },
};
