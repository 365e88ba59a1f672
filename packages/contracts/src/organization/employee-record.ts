import { CONTACT_PERSON_FIELDS } from './contact-person-fields.ts';

/**
 * What Nigerian HR captures on day one beyond the spec's profile (platform issue §10): NIN, next of
 * kin, emergency contact, probation end, confirmation and exit. Choices, texts and the cross-field
 * rules live here, apart from the Zod schema, so screens can show them without downloading Zod.
 * The rules are explained in docs/decisions/0017-employee-record-and-org-screens.md.
 */

/** Why an employee left, as Nigerian HR products list them; stored as the key. */
export const EXIT_REASONS = [
  'resignation',
  'termination',
  'dismissal',
  'redundancy',
  'retirement',
  'end_of_contract',
  'death',
  'other',
] as const;
export type ExitReason = (typeof EXIT_REASONS)[number];

/** English labels (reports, exports; the web uses them as translation keys). */
export const EXIT_REASON_LABELS = {
  resignation: 'Resignation',
  termination: 'Termination',
  dismissal: 'Dismissal',
  redundancy: 'Redundancy',
  retirement: 'Retirement',
  end_of_contract: 'End of contract',
  death: 'Death',
  other: 'Other',
} as const satisfies Record<ExitReason, string>;

/** National Identification Number (NIMC): exactly 11 digits. */
export const NIN_PATTERN = /^\d{11}$/;

export const EMPLOYEE_RECORD_MESSAGES = {
  ninInvalid: 'NIN must be exactly 11 digits',
  exitReasonInvalid: 'Kindly select an exit reason',
  exitReasonRequired: 'Kindly select the exit reason',
  exitDateRequired: 'Kindly pick the exit date',
  probationBeforeAppointment: 'Probation end date cannot be before the appointment date',
  confirmationBeforeAppointment: 'Confirmation date cannot be before the appointment date',
  exitBeforeAppointment: 'Exit date cannot be before the appointment date',
  nextOfKinNameRequired: 'Kindly input the next of kin name',
  nextOfKinPhoneRequired: 'Kindly input the next of kin phone number',
  emergencyContactNameRequired: 'Kindly input the emergency contact name',
  emergencyContactPhoneRequired: 'Kindly input the emergency contact phone number',
} as const;

/** The record's dated and grouped fields, as far as a payload (or a payload over the stored row) has them. */
export interface EmployeeRecordValues {
  appointment_date?: string | null | undefined;
  probation_end_date?: string | null | undefined;
  confirmation_date?: string | null | undefined;
  exit_date?: string | null | undefined;
  exit_reason?: string | null | undefined;
  next_of_kin_name?: string | null | undefined;
  next_of_kin_relationship?: string | null | undefined;
  next_of_kin_phone?: string | null | undefined;
  next_of_kin_address?: string | null | undefined;
  emergency_contact_name?: string | null | undefined;
  emergency_contact_relationship?: string | null | undefined;
  emergency_contact_phone?: string | null | undefined;
}

export interface RecordIssue {
  field: keyof EmployeeRecordValues;
  message: string;
}

const M = EMPLOYEE_RECORD_MESSAGES;

/**
 * Cross-field rules of the record. Dates compare as yyyy-MM-dd strings. A rule only fires when its
 * fields are known (present in the payload, or read from the stored row by the server), so a partial
 * update is checked against what is stored.
 */
export function employeeRecordIssues(v: EmployeeRecordValues): RecordIssue[] {
  const issues: RecordIssue[] = [];
  const start = v.appointment_date;
  const before = (field: 'probation_end_date' | 'confirmation_date' | 'exit_date', message: string) => {
    const date = v[field];
    if (start && date && date < start) issues.push({ field, message });
  };
  before('probation_end_date', M.probationBeforeAppointment);
  before('confirmation_date', M.confirmationBeforeAppointment);
  before('exit_date', M.exitBeforeAppointment);
  if (v.exit_date && v.exit_reason === null)
    issues.push({ field: 'exit_reason', message: M.exitReasonRequired });
  if (v.exit_reason && v.exit_date === null) issues.push({ field: 'exit_date', message: M.exitDateRequired });
  const kin = [v.next_of_kin_relationship, v.next_of_kin_phone, v.next_of_kin_address].some(Boolean);
  if (kin && v.next_of_kin_name === null)
    issues.push({ field: 'next_of_kin_name', message: M.nextOfKinNameRequired });
  if ((kin || v.next_of_kin_name) && v.next_of_kin_phone === null)
    issues.push({ field: 'next_of_kin_phone', message: M.nextOfKinPhoneRequired });
  const contact = [v.emergency_contact_relationship, v.emergency_contact_phone].some(Boolean);
  if (contact && v.emergency_contact_name === null)
    issues.push({ field: 'emergency_contact_name', message: M.emergencyContactNameRequired });
  if ((contact || v.emergency_contact_name) && v.emergency_contact_phone === null)
    issues.push({ field: 'emergency_contact_phone', message: M.emergencyContactPhoneRequired });
  return issues;
}

/** The record's keys, in the order the rules read them. */
export const EMPLOYEE_RECORD_FIELDS = [
  'appointment_date',
  'probation_end_date',
  'confirmation_date',
  'exit_date',
  'exit_reason',
  ...CONTACT_PERSON_FIELDS,
] as const satisfies readonly (keyof EmployeeRecordValues)[];

/**
 * The rules over the record as it will be stored: the payload's values where it has them (absent =
 * unchanged), the stored ones elsewhere. Create passes an empty `stored`.
 */
export function storedRecordIssues(stored: EmployeeRecordValues, input: EmployeeRecordValues): RecordIssue[] {
  const merged: EmployeeRecordValues = {};
  for (const key of EMPLOYEE_RECORD_FIELDS)
    merged[key] = input[key] !== undefined ? input[key] : (stored[key] ?? null);
  return employeeRecordIssues(merged);
}
