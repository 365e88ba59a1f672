import { sql } from 'drizzle-orm';
import type { Tx } from '../../../../platform/db/database.ts';
import type { LoanTypeTerms } from './loan-request-rules.ts';

/**
 * What a loan request is checked against (ADR 52): the type's terms, the employee's branch, grade
 * and appointment date, the caps of that branch and grade, and the principal they still owe. The
 * types and caps tables are kept by the loan settings; they are read here directly. Every statement
 * names the company as well as relying on RLS (ADR 18).
 */

export interface LoanTypeRow extends LoanTypeTerms {
  description: string | null;
  interestRate: string;
  interestType: 'flat' | 'reducing';
}

type TypeRow = {
  id: string | number;
  name: string;
  description: string | null;
  status: string;
  minimum_amount_kobo: string;
  maximum_amount_kobo: string;
  max_tenure_months: number;
  eligible_after_months: number;
  interest_rate: string;
  interest_type: 'flat' | 'reducing';
};

const toType = (r: TypeRow): LoanTypeRow => ({
  id: Number(r.id),
  name: r.name,
  description: r.description,
  status: r.status,
  minimumAmountKobo: BigInt(r.minimum_amount_kobo),
  maximumAmountKobo: BigInt(r.maximum_amount_kobo),
  maxTenureMonths: Number(r.max_tenure_months),
  eligibleAfterMonths: Number(r.eligible_after_months),
  interestRate: r.interest_rate,
  interestType: r.interest_type,
});

// scoping: the statement's start; every caller adds `WHERE company_id = ${companyId}`
const typeColumns = sql`SELECT id, name, description, status, minimum_amount_kobo::text,
    maximum_amount_kobo::text, max_tenure_months, eligible_after_months, interest_rate::text, interest_type
  FROM payroll_loan_types`;

export async function loanType(tx: Tx, companyId: number, id: number): Promise<LoanTypeRow | undefined> {
  const r = await tx.execute<TypeRow>(sql`${typeColumns} WHERE company_id = ${companyId} AND id = ${id}`);
  return r.rows[0] ? toType(r.rows[0]) : undefined;
}

/** The company's active types, by name. */
export async function activeLoanTypes(tx: Tx, companyId: number): Promise<LoanTypeRow[]> {
  const r = await tx.execute<TypeRow>(
    sql`${typeColumns} WHERE company_id = ${companyId} AND status = 'active' ORDER BY lower(name), id`,
  );
  return r.rows.map(toType);
}

export interface LoanEmployee {
  id: number;
  branchId: number | null;
  gradeId: number | null;
  appointmentDate: string | null;
}

export async function loanEmployee(tx: Tx, companyId: number, id: number): Promise<LoanEmployee | undefined> {
  const r = await tx.execute<{
    id: string | number;
    branch_id: string | number | null;
    employee_grade_id: string | number | null;
    appointment_date: string | null;
  }>(sql`SELECT id, branch_id, employee_grade_id, to_char(appointment_date, 'YYYY-MM-DD') AS appointment_date
    FROM employees WHERE company_id = ${companyId} AND id = ${id}`);
  const row = r.rows[0];
  if (!row) return undefined;
  return {
    id: Number(row.id),
    branchId: row.branch_id === null ? null : Number(row.branch_id),
    gradeId: row.employee_grade_id === null ? null : Number(row.employee_grade_id),
    appointmentDate: row.appointment_date,
  };
}

/** The caps set for the employee's branch and grade, null where none is. */
export async function capsOf(
  tx: Tx,
  companyId: number,
  e: Pick<LoanEmployee, 'branchId' | 'gradeId'>,
): Promise<{ branch: bigint | null; grade: bigint | null }> {
  const r = await tx.execute<{ model_type: string; amount_kobo: string }>(sql`
    SELECT model_type, amount_kobo::text FROM payroll_loan_caps
    WHERE company_id = ${companyId} AND ((model_type = 'branch' AND model_id = ${e.branchId ?? 0})
      OR (model_type = 'grade' AND model_id = ${e.gradeId ?? 0}))`);
  const of = (type: string) => {
    const row = r.rows.find((x) => x.model_type === type);
    return row ? BigInt(row.amount_kobo) : null;
  };
  return { branch: of('branch'), grade: of('grade') };
}

/**
 * The principal the employee still owes or has been promised (ADR 52): a pending or approved loan's
 * whole amount; a disbursed one's principal on the instalments not yet paid, plus what is still to
 * be paid out. `exceptId` leaves out the request being edited.
 */
export async function outstandingPrincipal(
  tx: Tx,
  companyId: number,
  employeeId: number,
  exceptId: number | null,
): Promise<bigint> {
  const r = await tx.execute<{ total: string }>(sql`
    SELECT coalesce(sum(CASE WHEN l.status IN ('pending', 'approved') THEN l.amount_kobo
      ELSE (l.amount_kobo - l.amount_disbursed_kobo) + coalesce((SELECT sum(i.principal_kobo)
        FROM payroll_loan_instalments i WHERE i.company_id = l.company_id AND i.loan_id = l.id
          AND i.paid_month IS NULL AND i.refunded_kobo < i.instalment_kobo), 0) END), 0)::text AS total
    FROM payroll_loans l
    WHERE l.company_id = ${companyId} AND l.employee_id = ${employeeId}
      AND l.status IN ('pending', 'approved', 'disbursed') AND l.id <> ${exceptId ?? 0}`);
  return BigInt(r.rows[0]?.total ?? '0');
}
