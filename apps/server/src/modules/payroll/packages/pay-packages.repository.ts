import { sql } from 'drizzle-orm';
import {
  koboToNaira,
  type ListPage,
  type PayPackage,
  type PayPackageItem,
  type PayPackageValues,
} from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';
import { childCount } from '../../../platform/db/related-rows.ts';
import { payPackageItems as items } from '../../../db/schema/index.ts';
import { filteredPage } from '../../../platform/db/paging.ts';
import { pgArray } from '../../../platform/db/pg-array.ts';
import { expectRow } from '../../../platform/db/rows.ts';
import { holdersSql } from './pay-package-assignments.repository.ts';

/** Pay packages and their items (ADR 44). Every statement names the company as well as relying on RLS. */

type Num = string | number | bigint;

type PackageRow = {
  id: Num;
  package_name: string;
  description: string | null;
  monthly_salary_kobo: Num;
  employees_count: Num;
  pay_breakdowns_count: Num;
};

const toPackage = (row: PackageRow): PayPackage => ({
  id: Number(row.id),
  package_name: row.package_name,
  description: row.description,
  monthly_salary: koboToNaira(Number(row.monthly_salary_kobo)),
  employees_count: Number(row.employees_count),
  pay_breakdowns_count: Number(row.pay_breakdowns_count),
});

/** The packages' columns with their counts: employees on each (today or from a later date), items. */
const packageColumns = (companyId: number, today: string) => sql`
  p.id, p.package_name, p.description, p.monthly_salary_kobo,
  (SELECT count(DISTINCT h.employee_id) FROM (${holdersSql(companyId, today, sql`p.id`)}) h)
    AS employees_count,
  ${childCount(items, items.payPackageId, sql`p`, { type: 'bigint' })} AS pay_breakdowns_count`;

export async function listPayPackages(
  tx: Tx,
  companyId: number,
  today: string,
  page: { search: string | undefined; limit: number; offset: number },
): Promise<ListPage<PayPackage>> {
  const where = sql`p.company_id = ${companyId}
    ${page.search ? sql`AND p.package_name ILIKE ${`%${page.search}%`}` : sql``}`;
  const from = sql`pay_packages p`;
  const select = sql`SELECT ${packageColumns(companyId, today)} FROM ${from}`;
  const order = sql`lower(p.package_name), p.id`;
  return filteredPage(tx, { select, from, where, order, limit: page.limit, offset: page.offset }, toPackage);
}

/** The package with its counts; locked for a change when `lock`. */
export async function findPayPackage(
  tx: Tx,
  companyId: number,
  id: number,
  today: string,
  lock = false,
): Promise<PayPackage | undefined> {
  const r = await tx.execute<PackageRow>(sql`
    SELECT ${packageColumns(companyId, today)} FROM pay_packages p
    WHERE p.company_id = ${companyId} AND p.id = ${id}
    ${lock ? sql`FOR UPDATE OF p` : sql``}`);
  const row = r.rows[0];
  return row ? toPackage(row) : undefined;
}

type ItemRow = {
  pay_breakdown_id: Num;
  allowance_name: string;
  code: string;
  component_type: PayPackageItem['component_type'];
  calculation_type: PayPackageItem['calculation_type'];
  percentage: string | null;
  rule_kobo: Num | null;
  formula: string | null;
  is_pensionable: boolean;
  is_taxable: boolean;
  amount_kobo: Num | null;
};

const naira = (kobo: Num | null) => (kobo === null ? null : koboToNaira(Number(kobo)));

/** The package's items in position order: each item's own rule beside the package's override. */
export async function packageItems(tx: Tx, companyId: number, id: number): Promise<PayPackageItem[]> {
  const r = await tx.execute<ItemRow>(sql`
    SELECT b.id AS pay_breakdown_id, b.allowance_name, b.code, b.component_type, b.calculation_type,
           b.percentage::text AS percentage, b.amount_kobo AS rule_kobo, b.formula, b.is_pensionable,
           b.is_taxable, i.amount_kobo
    FROM pay_package_items i
    JOIN pay_breakdowns b ON b.company_id = i.company_id AND b.id = i.pay_breakdown_id
    WHERE i.company_id = ${companyId} AND i.pay_package_id = ${id}
    ORDER BY b.position, b.id`);
  return r.rows.map((row) => ({
    pay_breakdown_id: Number(row.pay_breakdown_id),
    allowance_name: row.allowance_name,
    code: row.code,
    component_type: row.component_type,
    calculation_type: row.calculation_type,
    percentage: row.percentage,
    rule_amount: naira(row.rule_kobo),
    formula: row.formula,
    is_pensionable: row.is_pensionable,
    is_taxable: row.is_taxable,
    amount: naira(row.amount_kobo),
  }));
}

/** How many of `ids` are the company's pay breakdown items. */
export async function countPayBreakdowns(tx: Tx, companyId: number, ids: readonly number[]): Promise<number> {
  if (ids.length === 0) return 0;
  const r = await tx.execute<{ n: Num }>(sql`SELECT count(*) AS n FROM pay_breakdowns
    WHERE company_id = ${companyId} AND id = ANY(${pgArray(ids)}::bigint[])`);
  return Number(r.rows[0]?.n ?? 0);
}

export async function insertPayPackage(tx: Tx, companyId: number, v: PayPackageValues): Promise<number> {
  const r = await tx.execute<{ id: Num }>(sql`
    INSERT INTO pay_packages (company_id, package_name, description, monthly_salary_kobo)
    VALUES (${companyId}, ${v.package_name}, ${v.description}, ${v.monthly_salary_kobo})
    RETURNING id`);
  return Number(expectRow(r.rows, 'the new pay package').id);
}

export async function updatePayPackage(tx: Tx, companyId: number, id: number, v: PayPackageValues) {
  await tx.execute(sql`
    UPDATE pay_packages SET package_name = ${v.package_name}, description = ${v.description},
      monthly_salary_kobo = ${v.monthly_salary_kobo}, updated_at = now()
    WHERE company_id = ${companyId} AND id = ${id}`);
}

/**
 * The package's items, replaced whole; `null` (none sent) gives every item of the company's pay
 * breakdown, each by its own rule.
 */
export async function writeItems(
  tx: Tx,
  companyId: number,
  id: number,
  items: PayPackageValues['pay_breakdowns'],
): Promise<void> {
  await tx.execute(
    sql`DELETE FROM pay_package_items WHERE company_id = ${companyId} AND pay_package_id = ${id}`,
  );
  if (items === null) {
    await tx.execute(sql`
      INSERT INTO pay_package_items (company_id, pay_package_id, pay_breakdown_id)
      SELECT ${companyId}::bigint, ${id}::bigint, b.id FROM pay_breakdowns b WHERE b.company_id = ${companyId}`);
    return;
  }
  if (items.length === 0) return;
  await tx.execute(sql`
    INSERT INTO pay_package_items (company_id, pay_package_id, pay_breakdown_id, amount_kobo)
    SELECT ${companyId}::bigint, ${id}::bigint, x.b, x.a
    FROM unnest(${pgArray(items.map((i) => i.pay_breakdown_id))}::bigint[],
                ${pgArray(items.map((i) => i.amount_kobo))}::bigint[]) AS x(b, a)`);
}

export async function deletePayPackage(tx: Tx, companyId: number, id: number): Promise<void> {
  await tx.execute(sql`DELETE FROM pay_packages WHERE company_id = ${companyId} AND id = ${id}`);
}
