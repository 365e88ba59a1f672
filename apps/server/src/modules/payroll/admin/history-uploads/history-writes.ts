import type { HistoryEntry } from './history-rows.ts';
import { daysInMonth, importedRow, type BreakdownInfo } from './history-lines.ts';
import type { EmployeeRef, ScheduleRowInsert } from './history-uploads.repository.ts';

/**
 * The schedule rows of an upload (ADR 48): confirmed (an earlier month was paid and never changes),
 * source 'import', tied to the upload, in the employee's current branch and department, the whole
 * month paid, no package or tax table (the figures are the file's, not computed here).
 */
export function toScheduleRows(
  entries: readonly HistoryEntry[],
  on: {
    companyId: number;
    uploadId: number;
    confirmedBy: number;
    breakdowns: ReadonlyMap<string, BreakdownInfo>;
    people: ReadonlyMap<number, EmployeeRef>;
  },
): ScheduleRowInsert[] {
  const now = new Date();
  return entries.map((e) => {
    const built = importedRow(e, on.breakdowns);
    const person = on.people.get(e.employeeId);
    const days = daysInMonth(e.year, e.month);
    return {
      companyId: on.companyId,
      employeeId: e.employeeId,
      year: e.year,
      month: e.month,
      status: 'confirmed',
      source: 'import',
      uploadId: on.uploadId,
      branchId: person?.branchId ?? null,
      departmentId: person?.departmentId ?? null,
      daysInMonth: days,
      daysPaid: days,
      // The month's pay as the file states it; a run compares its salary against this.
      monthlySalaryKobo: e.grossKobo,
      basicKobo: built.basicKobo,
      grossPayKobo: e.grossKobo,
      taxablePayKobo: e.taxableKobo,
      pensionablePayKobo: built.pensionableKobo,
      deductionsKobo: built.otherDeductionsKobo,
      eligibleDeductionsKobo: built.eligibleDeductionsKobo,
      payeKobo: e.payeKobo,
      pensionEmployeeKobo: e.pensionKobo,
      nhfKobo: e.nhfKobo,
      nhisKobo: e.nhisKobo,
      netPayKobo: e.netKobo,
      lines: built.lines,
      computedAt: now,
      confirmedAt: now,
      confirmedBy: on.confirmedBy,
    };
  });
}
