import {
  EMPLOYEE_PAYROLL_AUDIT_FIELDS,
  koboToNaira,
  type EmployeeDetail,
  type EmployeePayrollAuditField,
  type EmployeeProfileInput,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { audit } from '../../../platform/audit/audit.ts';
import type { EmployeeRow } from './employees.repository.ts';

/**
 * The employee record's payroll fields (issue 19, ADR 48): what the record answers beside the
 * profile, and the 'employee payroll details' audit row the payroll audit trail lists.
 */

type PayrollDetails = Pick<EmployeeDetail, EmployeePayrollAuditField>;

/** The record's payroll answer: the rent in naira, and the PFA under the name too. */
export function payrollFieldsOf(e: EmployeeRow) {
  return {
    annual_rent: koboToNaira(e.annualRentKobo),
    nhf_enabled: e.nhfEnabled,
    pension_pfa: e.pensionFundAdministrator,
    tax_state: e.taxState,
  };
}

/** The audited fields of a stored row, named as the API names them. */
export function payrollDetailsOf(e: EmployeeRow): PayrollDetails {
  return {
    ...payrollFieldsOf(e),
    rsa_pin: e.rsaPin,
    bank_id: e.bankId,
    account_number: e.accountNumber,
  };
}

const pick = (d: PayrollDetails, keys: readonly EmployeePayrollAuditField[]) =>
  Object.fromEntries(keys.map((k) => [k, d[k]]));

/**
 * Whether a new employee starts with payroll details worth recording: any of them set, or NHF
 * chosen on the form (a blank form's nulls and zero rent say nothing).
 */
export function setsPayrollDetails(input: Partial<EmployeeProfileInput>, d: PayrollDetails): boolean {
  return (
    input.nhf_enabled !== undefined ||
    d.annual_rent !== '0.00' ||
    [d.pension_pfa, d.rsa_pin, d.tax_state, d.bank_id, d.account_number].some((v) => v !== null && v !== '')
  );
}

/**
 * One 'employee payroll details' audit row with the fields that changed (all of them on a create);
 * nothing when none did. Written in the request's transaction, like the record's own audit.
 */
export async function auditPayrollDetails(
  ctx: SignedInContext,
  employee: { id: number; name: string },
  before: PayrollDetails | null,
  after: PayrollDetails,
): Promise<void> {
  const changed = EMPLOYEE_PAYROLL_AUDIT_FIELDS.filter((k) => before === null || before[k] !== after[k]);
  if (changed.length === 0) return;
  await audit(ctx, {
    action: before === null ? 'create' : 'update',
    entity: 'employee payroll details',
    entityId: employee.id,
    description: `${before === null ? 'Set' : 'Updated'} the payroll details of ${employee.name}`,
    before: before === null ? null : pick(before, changed),
    after: pick(after, changed),
  });
}
