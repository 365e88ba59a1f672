/** Loan contracts (issue 20): the settings (types, caps, approval settings), the requests and their approval, and the repayments (disbursements, refunds, the schedule). */
export * from './settings/index.ts';
export * from './requests/index.ts';
export * from './repayments/index.ts';
