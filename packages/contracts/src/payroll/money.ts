/** Payroll's money helpers live in platform/money.ts (employee records use them too). */
export * from '../platform/money.ts';
