import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { SelectResultFields } from 'drizzle-orm/query-builders/select.types';
import { koboToNaira, type PayBreakdown, type PayBreakdownValues } from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';
import { selectedPage, rowFinder } from '../../../platform/db/paging.ts';
import { expectRow } from '../../../platform/db/rows.ts';
import { payBreakdowns as items } from '../../../db/schema/index.ts';
import type { ComponentRule, ComponentType } from '../engine/components.ts';

/** The pay breakdown items (ADR 37, ADR 42). Every statement names the company as well as relying on RLS. */

const columns = {
  id: items.id,
  allowance_name: items.allowanceName,
  code: items.code,
  component_type: items.componentType,
  calculation_type: items.calculationType,
  percentage: items.percentage,
  amount_kobo: items.amountKobo,
  formula: items.formula,
  is_pensionable: items.isPensionable,
  is_taxable: items.isTaxable,
  position: items.position,
};

/** A row as the columns read it. */
type Row = SelectResultFields<typeof columns>;

function toItem(row: Row): PayBreakdown {
  return {
    id: row.id,
    allowance_name: row.allowance_name,
    code: row.code,
    component_type: row.component_type as PayBreakdown['component_type'],
    calculation_type: row.calculation_type as PayBreakdown['calculation_type'],
    percentage: row.percentage,
    amount: row.amount_kobo === null ? null : koboToNaira(row.amount_kobo),
    formula: row.formula,
    is_pensionable: row.is_pensionable,
    is_taxable: row.is_taxable,
    position: row.position,
  };
}

const order = [asc(items.position), asc(items.id)];

function matching(companyId: number, search: string | undefined) {
  const like = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : undefined;
  return and(
    eq(items.companyId, companyId),
    like ? or(ilike(items.allowanceName, like), ilike(items.code, like)) : undefined,
  );
}

/** The items the search keeps, in position order. */
const listOf = (companyId: number, search: string | undefined) => ({
  columns,
  from: items,
  where: matching(companyId, search),
  order,
});

/** Every item (the work rate form's list), in position order. */
export async function listAllPayBreakdowns(
  tx: Tx,
  companyId: number,
  search?: string,
): Promise<PayBreakdown[]> {
  return (await selectedPage(tx, listOf(companyId, search), null, toItem)).results;
}

export function listPayBreakdownPage(
  tx: Tx,
  companyId: number,
  search: string | undefined,
  limit: number,
  offset: number,
): Promise<{ results: PayBreakdown[]; total: number }> {
  return selectedPage(tx, listOf(companyId, search), { limit, offset }, toItem);
}

// scoping: rowFinder reads the row in the company its caller names (selectedRow).
export const findPayBreakdown = rowFinder({ columns, from: items }, toItem);

/**
 * Every item of the company as the engine's rules, locked: writes that could make a formula cycle
 * (two items each made to read the other) wait for each other and see each other's result.
 */
export async function lockedRules(tx: Tx, companyId: number): Promise<ComponentRule[]> {
  const rows = await tx
    .select(columns)
    .from(items)
    .where(eq(items.companyId, companyId))
    .orderBy(...order)
    .for('update');
  return rows.map((row) => ({
    payBreakdownId: row.id,
    code: row.code,
    name: row.allowance_name,
    componentType: row.component_type as ComponentType,
    calculationType: row.calculation_type as ComponentRule['calculationType'],
    percentage: row.percentage,
    amountKobo: row.amount_kobo === null ? null : BigInt(row.amount_kobo),
    formula: row.formula,
    isPensionable: row.is_pensionable,
    isTaxable: row.is_taxable,
    position: row.position,
  }));
}

const itemValues = (v: PayBreakdownValues) => ({
  allowanceName: v.allowance_name,
  code: v.code,
  componentType: v.component_type,
  calculationType: v.calculation_type,
  percentage: v.percentage,
  amountKobo: v.amount_kobo,
  formula: v.formula,
  isPensionable: v.is_pensionable,
  isTaxable: v.is_taxable,
});

/** A new item goes after the last one unless its position was sent. */
export async function insertPayBreakdown(tx: Tx, companyId: number, v: PayBreakdownValues): Promise<number> {
  const position =
    v.position ??
    sql<number>`(SELECT coalesce(max(position), 0) + 1 FROM pay_breakdowns WHERE company_id = ${companyId})`;
  const { id } = expectRow(
    await tx
      .insert(items)
      .values({ companyId, ...itemValues(v), position })
      .returning({ id: items.id }),
    'the new pay breakdown item',
  );
  return id;
}

/** The position stays as it was when not sent. */
export async function updatePayBreakdown(tx: Tx, companyId: number, id: number, v: PayBreakdownValues) {
  await tx
    .update(items)
    .set({
      ...itemValues(v),
      ...(v.position === null ? {} : { position: v.position }),
      updatedAt: new Date(),
    })
    .where(and(eq(items.companyId, companyId), eq(items.id, id)));
}

export async function deletePayBreakdown(tx: Tx, companyId: number, id: number) {
  await tx.delete(items).where(and(eq(items.companyId, companyId), eq(items.id, id)));
}

/** The names of the pay packages and overtime work rates that use the item (the deletion would cascade). */
export async function payBreakdownUsers(
  tx: Tx,
  companyId: number,
  id: number,
): Promise<{ packages: string[]; workRates: string[] }> {
  const r = await tx.execute<{ kind: 'package' | 'work_rate'; name: string }>(sql`
    SELECT 'package' AS kind, p.package_name AS name
    FROM pay_package_items i
    JOIN pay_packages p ON p.company_id = i.company_id AND p.id = i.pay_package_id
    WHERE i.company_id = ${companyId} AND i.pay_breakdown_id = ${id}
    UNION ALL
    SELECT 'work_rate', w.group_name
    FROM overtime_work_rate_charges c
    JOIN overtime_work_rates w ON w.company_id = c.company_id AND w.id = c.work_rate_id
    WHERE c.company_id = ${companyId} AND c.pay_breakdown_id = ${id}
    ORDER BY 1, 2`);
  const names = (kind: string) => r.rows.filter((row) => row.kind === kind).map((row) => row.name);
  return { packages: names('package'), workRates: names('work_rate') };
}

/** What a new item needs; the rest takes the table's defaults (percentage of salary, taxable). */
export type NewPayBreakdown = Pick<typeof items.$inferInsert, 'allowanceName' | 'code'> &
  Partial<Omit<typeof items.$inferInsert, 'companyId' | 'id' | 'allowanceName' | 'code'>>;

export async function insertPayBreakdowns(
  tx: Tx,
  companyId: number,
  list: readonly NewPayBreakdown[],
): Promise<void> {
  if (list.length === 0) return;
  await tx.insert(items).values(list.map((item) => ({ ...item, companyId })));
}
