import { and, asc, eq, sql } from 'drizzle-orm';
import { salaryNaira, type WorkRate, type WorkRateValues } from '@clockroom/contracts';
import type { Tx } from '../../../../platform/db/database.ts';
import { pgArray } from '../../../../platform/db/pg-array.ts';
import { searchedInCompany, selectedPage, rowFinder } from '../../../../platform/db/paging.ts';
import { insertCompanyRow, updateCompanyRow } from '../../../../platform/db/rows.ts';
import { childCount } from '../../../../platform/db/related-rows.ts';
import {
  overtimeWorkRateCharges as charges,
  overtimeWorkRateEmployees as assignedRates,
  overtimeWorkRateMonths as months,
  overtimeWorkRates as rates,
} from '../../../../db/schema/index.ts';

/** Work rates (spec 3 §3). Every statement names the company as well as relying on RLS (ADR 18). */

const columns = {
  id: rates.id,
  group_name: rates.groupName,
  use_custom_charge: rates.useCustomCharge,
  custom_charge_kobo: rates.customChargeKobo,
  pay_breakdowns: sql<{ id: number; allowance_name: string }[]>`(
    SELECT coalesce(json_agg(json_build_object('id', p.id, 'allowance_name', p.allowance_name) ORDER BY p.id), '[]'::json)
    FROM overtime_work_rate_charges c
    JOIN pay_breakdowns p ON p.company_id = c.company_id AND p.id = c.pay_breakdown_id
    WHERE c.company_id = overtime_work_rates.company_id AND c.work_rate_id = overtime_work_rates.id)`,
  months: sql<{ month_id: number; days: number }[]>`(
    SELECT coalesce(json_agg(json_build_object('month_id', m.month_id, 'days', m.days) ORDER BY m.month_id), '[]'::json)
    FROM overtime_work_rate_months m
    WHERE m.company_id = overtime_work_rates.company_id AND m.work_rate_id = overtime_work_rates.id)`,
  employees_count: childCount(assignedRates, assignedRates.workRateId, rates),
};

interface Selected {
  id: number;
  group_name: string;
  use_custom_charge: boolean;
  custom_charge_kobo: number | null;
  pay_breakdowns: { id: number; allowance_name: string }[];
  months: { month_id: number; days: number }[];
  employees_count: number;
}

function toWorkRate(row: Selected): WorkRate {
  const salary = row.custom_charge_kobo === null ? null : salaryNaira(row.custom_charge_kobo);
  return {
    id: row.id,
    group_name: row.group_name,
    use_custom_charge: row.use_custom_charge,
    custom_charge: salary,
    monthly_salary: salary,
    payroll_charges: row.pay_breakdowns.map((p) => p.id),
    pay_breakdowns: row.pay_breakdowns,
    workrateables: row.months,
    monthly_workdays: row.months,
    employees_count: row.employees_count,
  };
}

export async function listWorkRates(
  tx: Tx,
  companyId: number,
  search: string | undefined,
  limit: number,
  offset: number,
): Promise<{ results: WorkRate[]; total: number }> {
  const where = searchedInCompany(rates, companyId, rates.groupName, search);
  const order = [asc(rates.groupName), asc(rates.id)];
  return selectedPage(tx, { columns, from: rates, where, order }, { limit, offset }, toWorkRate);
}

// scoping: rowFinder reads the row in the company its caller names (selectedRow).
export const findWorkRate = rowFinder({ columns, from: rates }, toWorkRate);

/** How many of `ids` are the company's pay breakdown items. */
export async function countPayBreakdowns(tx: Tx, companyId: number, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const r = await tx.execute<{ n: number }>(sql`SELECT count(*)::int AS n FROM pay_breakdowns
    WHERE company_id = ${companyId} AND id = ANY(${pgArray(ids)}::bigint[])`);
  return Number(r.rows[0]?.n ?? 0);
}

const rateValues = (v: WorkRateValues) => ({
  groupName: v.group_name,
  useCustomCharge: v.use_custom_charge,
  customChargeKobo: v.custom_charge_kobo,
});

/** The rate's charges and months, replaced whole (months with 0 days were dropped by the schema). */
async function writeParts(tx: Tx, companyId: number, workRateId: number, v: WorkRateValues) {
  await tx.delete(charges).where(and(eq(charges.companyId, companyId), eq(charges.workRateId, workRateId)));
  await tx.delete(months).where(and(eq(months.companyId, companyId), eq(months.workRateId, workRateId)));
  if (v.payroll_charges.length > 0) {
    await tx
      .insert(charges)
      .values(v.payroll_charges.map((payBreakdownId) => ({ companyId, workRateId, payBreakdownId })));
  }
  if (v.monthly_workdays.length > 0) {
    await tx
      .insert(months)
      .values(v.monthly_workdays.map((m) => ({ companyId, workRateId, monthId: m.month_id, days: m.days })));
  }
}

export async function insertWorkRate(tx: Tx, companyId: number, v: WorkRateValues): Promise<number> {
  const id = await insertCompanyRow(tx, rates, companyId, rateValues(v), 'the new work rate');
  await writeParts(tx, companyId, id, v);
  return id;
}

export async function updateWorkRate(tx: Tx, companyId: number, id: number, v: WorkRateValues) {
  await updateCompanyRow(tx, rates, companyId, id, { ...rateValues(v), updatedAt: new Date() });
  await writeParts(tx, companyId, id, v);
}

/** Its months, charges and assignments go with it (cascade). */
export async function deleteWorkRate(tx: Tx, companyId: number, id: number) {
  await tx.delete(rates).where(and(eq(rates.companyId, companyId), eq(rates.id, id)));
}
