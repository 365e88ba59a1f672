import { z } from 'zod';
import { nairaInput } from '../platform/money.ts';
import { RSA_PIN_PATTERN } from '../platform/pension.ts';
import { TAX_STATES } from '../lookups.ts';

/**
 * The employee record's payroll fields (issue 19 "Employee record", ADR 48): the declared annual
 * rent (NTA 2025 rent relief), whether NHF is deducted, the pension fund administrator and RSA PIN
 * (the pension schedule) and the state of residence (PAYE remittance). The admin create and edit of
 * /organization/employees take them; the record answers them. Bank and account number were there.
 */
export const EMPLOYEE_PAYROLL_MESSAGES = {
  annualRentInvalid: 'Please enter the annual rent in naira, not negative, with at most two decimals',
  nhfEnabledInvalid: 'Please choose whether NHF is deducted',
  rsaPinInvalid: 'The RSA PIN is PEN followed by 12 digits, e.g. PEN100200300400',
  taxStateTooLong: 'Kindly keep the state of residence under 60 characters',
} as const;

/** The same messages in French, by key (ADR 32). */
export const EMPLOYEE_PAYROLL_MESSAGES_FR: {
  readonly [K in keyof typeof EMPLOYEE_PAYROLL_MESSAGES]: string;
} = {
  annualRentInvalid:
    'Veuillez saisir le loyer annuel en nairas, sans signe moins, avec au plus deux décimales',
  nhfEnabledInvalid: 'Veuillez indiquer si le NHF est prélevé',
  rsaPinInvalid: 'Le code RSA est PEN suivi de 12 chiffres, par exemple PEN100200300400',
  taxStateTooLong: 'L’État de résidence doit faire moins de 60 caractères',
};

const M = EMPLOYEE_PAYROLL_MESSAGES;

const blankToNull = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v);
const toFlag = (v: unknown) =>
  v === 'true' || v === '1' || v === 1 ? true : v === 'false' || v === '0' || v === 0 ? false : v;
const knownState = (v: string) => TAX_STATES.find((s) => s.toLowerCase() === v.toLowerCase()) ?? v;

/**
 * What the admin create and edit take beside the profile. Absent = unchanged on edit. `annual_rent`
 * is naira (blank or null is 0, none declared) and parses to kobo; `nhf_enabled` absent on create
 * takes the company's default; `rsa_pin` is upper-cased and checked.
 */
export const employeePayrollInputFields = {
  annual_rent: z.preprocess(
    (v) => (v === null || blankToNull(v) === null ? 0 : v),
    nairaInput(M.annualRentInvalid),
  ),
  nhf_enabled: z.preprocess(
    (v) => (v === null || v === '' ? undefined : toFlag(v)),
    z.boolean({ error: M.nhfEnabledInvalid }).optional(),
  ),
  rsa_pin: z.preprocess(
    (v) => (typeof v === 'string' ? blankToNull(v.replace(/\s+/g, '').toUpperCase()) : v),
    z.string({ error: M.rsaPinInvalid }).regex(RSA_PIN_PATTERN, M.rsaPinInvalid).nullable().optional(),
  ),
  tax_state: z.preprocess(
    blankToNull,
    z
      .string({ error: M.taxStateTooLong })
      .trim()
      .max(60, M.taxStateTooLong)
      .transform(knownState)
      .nullable()
      .optional(),
  ),
};

/**
 * `pension_pfa` is the name for the stored `pension_fund_administrator`: both are taken, and
 * when both come `pension_pfa` wins (ADR 48). A problem with it is answered under the stored name.
 */
export function aliasPensionPfa(input: unknown): unknown {
  if (!input || typeof input !== 'object' || Array.isArray(input)) return input;
  const { pension_pfa, ...rest } = input as Record<string, unknown>;
  return pension_pfa === undefined ? rest : { ...rest, pension_fund_administrator: pension_pfa };
}

/** What the employee record answers beside the profile (GET/POST/PUT /organization/employees). */
export const employeePayrollDetailFields = {
  /** Naira with two decimals, "0.00" when none is declared. */
  annual_rent: z.string(),
  nhf_enabled: z.boolean(),
  /** The same value as `pension_fund_administrator`, under the name. */
  pension_pfa: z.string().nullable(),
  tax_state: z.string().nullable(),
};

/** The fields whose change is audited as 'employee payroll details' (the payroll audit trail). */
export const EMPLOYEE_PAYROLL_AUDIT_FIELDS = [
  'annual_rent',
  'nhf_enabled',
  'pension_pfa',
  'rsa_pin',
  'tax_state',
  'bank_id',
  'account_number',
] as const;
export type EmployeePayrollAuditField = (typeof EMPLOYEE_PAYROLL_AUDIT_FIELDS)[number];
