import { and, asc, eq } from 'drizzle-orm';
import type { OvertimeRule, OvertimeRuleValues } from '@clockroom/contracts';
import type { Tx } from '../../../../platform/db/database.ts';
import { searchedInCompany, selectedPage, rowFinder } from '../../../../platform/db/paging.ts';
import { insertCompanyRow, updateCompanyRow } from '../../../../platform/db/rows.ts';
import { childCount } from '../../../../platform/db/related-rows.ts';
import {
  overtimeRuleEmployees as assignedRules,
  overtimeRules as rules,
} from '../../../../db/schema/index.ts';

/** Overtime rules (spec 3 §3). Every statement names the company as well as relying on RLS (ADR 18). */

const columns = {
  id: rules.id,
  group_name: rules.groupName,
  description: rules.description,
  use_work_shift: rules.useWorkShift,
  overtime_start: rules.overtimeStart,
  overtime_end: rules.overtimeEnd,
  overtime_round_up: rules.overtimeRoundUp,
  work_type: rules.workType,
  work_time: rules.workTime,
  work_day_ids: rules.workDayIds,
  apply_overtime_on_work_day: rules.applyOvertimeOnWorkDay,
  apply_overtime_on_non_work_day: rules.applyOvertimeOnNonWorkDay,
  public_holiday: rules.publicHoliday,
  payment_type: rules.paymentType,
  amount: rules.amount,
  employees_count: childCount(assignedRules, assignedRules.overtimeRuleId, rules),
};

type Selected = Omit<OvertimeRule, 'work_type' | 'payment_type' | 'fixed_amount' | 'percentage_value'> & {
  work_type: string | null;
  payment_type: string;
};

/** The columns' checks hold `work_type` and `payment_type` to the contract's values. */
function toRule(row: Selected): OvertimeRule {
  const paymentType = row.payment_type as OvertimeRule['payment_type'];
  return {
    ...row,
    work_type: row.work_type as OvertimeRule['work_type'],
    work_day_ids: [...row.work_day_ids].sort((a, b) => a - b),
    payment_type: paymentType,
    fixed_amount: paymentType === 'fixed' ? row.amount : null,
    percentage_value: paymentType === 'premium_pay' ? row.amount : null,
  };
}

export async function listRules(
  tx: Tx,
  companyId: number,
  search: string | undefined,
  limit: number,
  offset: number,
): Promise<{ results: OvertimeRule[]; total: number }> {
  const where = searchedInCompany(rules, companyId, rules.groupName, search);
  const order = [asc(rules.groupName), asc(rules.id)];
  return selectedPage(tx, { columns, from: rules, where, order }, { limit, offset }, toRule);
}

// scoping: rowFinder reads the row in the company its caller names (selectedRow).
export const findRule = rowFinder({ columns, from: rules }, toRule);

const ruleValues = (v: OvertimeRuleValues) => ({
  groupName: v.group_name,
  description: v.description,
  useWorkShift: v.use_work_shift,
  overtimeStart: v.overtime_start,
  overtimeEnd: v.overtime_end,
  overtimeRoundUp: v.overtime_round_up,
  workType: v.work_type,
  workTime: v.work_time,
  workDayIds: v.work_day_ids,
  applyOvertimeOnWorkDay: v.apply_overtime_on_work_day,
  applyOvertimeOnNonWorkDay: v.apply_overtime_on_non_work_day,
  publicHoliday: v.public_holiday,
  paymentType: v.payment_type,
  amount: v.amount,
});

export async function insertRule(tx: Tx, companyId: number, v: OvertimeRuleValues): Promise<number> {
  return insertCompanyRow(tx, rules, companyId, ruleValues(v), 'the new overtime rule');
}

export async function updateRule(tx: Tx, companyId: number, id: number, v: OvertimeRuleValues) {
  await updateCompanyRow(tx, rules, companyId, id, { ...ruleValues(v), updatedAt: new Date() });
}

/** Its assignments go with it (cascade). */
export async function deleteRule(tx: Tx, companyId: number, id: number) {
  await tx.delete(rules).where(and(eq(rules.companyId, companyId), eq(rules.id, id)));
}
