/**
 * A Retirement Savings Account PIN as PenCom issues it: PEN followed by 12 digits (PEN100012345678).
 * One definition for the employee record's check (ADR 48) and the pension schedule's (ADR 47);
 * callers drop spaces and upper-case what was typed before testing it.
 */
export const RSA_PIN_PATTERN = /^PEN\d{12}$/;
