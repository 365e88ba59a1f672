import { sql } from 'drizzle-orm';
import {
  koboToNaira,
  type LoanInterestType,
  type LoanType,
  type LoanTypeStatus,
  type LoanTypeValues,
} from '@clockroom/contracts';
import type { Tx } from '../../../../platform/db/database.ts';
import { childCount } from '../../../../platform/db/related-rows.ts';
import { payrollLoans } from '../../../../db/schema/index.ts';
import { filteredPage } from '../../../../platform/db/paging.ts';
import { pgArray } from '../../../../platform/db/pg-array.ts';
import { expectRow } from '../../../../platform/db/rows.ts';

/**
 * Loan types (payroll_loan_types) with the count of their loans. Every statement names the company
 * as well as relying on RLS (ADR 18).
 */

type LoanTypeRow = {
  id: string | number;
  name: string;
  description: string | null;
  minimum_amount_kobo: string | number;
  maximum_amount_kobo: string | number;
  max_tenure_months: number;
  interest_rate: string;
  interest_type: LoanInterestType;
  eligible_after_months: number;
  status: LoanTypeStatus;
  loans_count: string | number;
};

/** numeric(7,4) reads back as "12.0000": the API answers "12". */
const rateText = (stored: string) => stored.replace(/(\.\d*?)0+$/, '$1').replace(/\.$/, '');

const toLoanType = (r: LoanTypeRow): LoanType => ({
  id: Number(r.id),
  name: r.name,
  description: r.description,
  minimum_amount: koboToNaira(Number(r.minimum_amount_kobo)),
  maximum_amount: koboToNaira(Number(r.maximum_amount_kobo)),
  max_tenure_months: Number(r.max_tenure_months),
  interest_rate: rateText(String(r.interest_rate)),
  interest_type: r.interest_type,
  eligible_after_months: Number(r.eligible_after_months),
  status: r.status,
  loans_count: Number(r.loans_count),
});

const SELECT = sql`SELECT t.id, t.name, t.description, t.minimum_amount_kobo, t.maximum_amount_kobo,
    t.max_tenure_months, t.interest_rate::text AS interest_rate, t.interest_type,
    t.eligible_after_months, t.status,
    ${childCount(payrollLoans, payrollLoans.loanTypeId, sql`t`, { type: 'bigint' })} AS loans_count
  FROM payroll_loan_types t`;

export async function listLoanTypes(
  tx: Tx,
  companyId: number,
  filter: { search: string | undefined; status: LoanTypeStatus | undefined },
  limit: number,
  offset: number,
): Promise<{ results: LoanType[]; total: number }> {
  const { search, status } = filter;
  const where = sql`t.company_id = ${companyId}
    ${search ? sql`AND t.name ILIKE ${`%${search}%`}` : sql``}
    ${status ? sql`AND t.status = ${status}` : sql``}`;
  const q = { select: SELECT, from: sql`payroll_loan_types t`, where, order: sql`lower(t.name), t.id` };
  return filteredPage(tx, { ...q, limit, offset }, toLoanType);
}

/** These of the company's types (locked for a write when asked); others' ids are simply absent. */
export async function findLoanTypes(
  tx: Tx,
  companyId: number,
  ids: readonly number[],
  lock = false,
): Promise<LoanType[]> {
  if (ids.length === 0) return [];
  const r = await tx.execute<LoanTypeRow>(sql`${SELECT}
    WHERE t.company_id = ${companyId} AND t.id = ANY(${pgArray(ids)}::bigint[])
    ORDER BY lower(t.name), t.id ${lock ? sql`FOR UPDATE OF t` : sql``}`);
  return r.rows.map(toLoanType);
}

const columns = (v: LoanTypeValues) => sql`${v.name}, ${v.description}, ${v.minimum_amount_kobo},
  ${v.maximum_amount_kobo}, ${v.max_tenure_months}, ${v.interest_rate}::numeric, ${v.interest_type},
  ${v.eligible_after_months}, ${v.status}`;

export async function insertLoanType(tx: Tx, companyId: number, v: LoanTypeValues): Promise<number> {
  const r = await tx.execute<{ id: string | number }>(sql`
    INSERT INTO payroll_loan_types (company_id, name, description, minimum_amount_kobo,
      maximum_amount_kobo, max_tenure_months, interest_rate, interest_type, eligible_after_months, status)
    VALUES (${companyId}, ${columns(v)}) RETURNING id`);
  return Number(expectRow(r.rows, 'loan type insert').id);
}

export async function updateLoanType(tx: Tx, companyId: number, id: number, v: LoanTypeValues) {
  await tx.execute(sql`
    UPDATE payroll_loan_types SET (name, description, minimum_amount_kobo, maximum_amount_kobo,
      max_tenure_months, interest_rate, interest_type, eligible_after_months, status, updated_at)
      = (${columns(v)}, now())
    WHERE company_id = ${companyId} AND id = ${id}`);
}

export async function deleteLoanTypes(tx: Tx, companyId: number, ids: readonly number[]) {
  await tx.execute(sql`DELETE FROM payroll_loan_types
    WHERE company_id = ${companyId} AND id = ANY(${pgArray(ids)}::bigint[])`);
}
