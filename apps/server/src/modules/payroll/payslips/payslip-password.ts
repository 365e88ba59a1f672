/**
 * The password that opens a payslip PDF (ADR 46): something the employee knows and a stranger who
 * finds the mail does not. Their date of birth as DDMMYYYY (25 March 1990 is 25031990), or their
 * PIN (what they clock in with) when no date of birth is on record. The mail says which.
 */
export type PayslipPasswordKind = 'birth_date' | 'pin';

export interface PayslipPassword {
  kind: PayslipPasswordKind;
  password: string;
}

/** `dateOfBirth` as `YYYY-MM-DD`; null when the employee has neither a date of birth nor a PIN. */
export function payslipPassword(person: {
  dateOfBirth: string | null;
  pin: string | null;
}): PayslipPassword | null {
  const birth = /^(\d{4})-(\d{2})-(\d{2})$/.exec(person.dateOfBirth ?? '');
  if (birth) return { kind: 'birth_date', password: `${birth[3]}${birth[2]}${birth[1]}` };
  const pin = person.pin?.trim();
  return pin ? { kind: 'pin', password: pin } : null;
}
