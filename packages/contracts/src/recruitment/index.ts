/** Recruitment (issue 24): every file of the module is exported from here; each half adds its lines. */
import { REQUISITION_DECISION_MESSAGES, REQUISITION_MESSAGES } from './requisitions-messages.ts';
import { POSTING_MESSAGES } from './postings-messages.ts';
import { JOB_BOARD_MESSAGES } from './job-boards-messages.ts';
import { RECRUITER_MESSAGES } from './recruiters-messages.ts';

export * from './requisitions-messages.ts';
export * from './requisitions.ts';
export * from './requisitions.endpoints.ts';
export * from './postings-messages.ts';
export * from './postings.ts';
export * from './postings.endpoints.ts';
export * from './job-boards-messages.ts';
export * from './job-boards.ts';
export * from './job-boards.endpoints.ts';
export * from './recruiters-messages.ts';
export * from './recruiters.ts';
export * from './recruiters.endpoints.ts';

/** The requisition and posting half's message tables by namespace, spread into the catalogue. */
export const RECRUITMENT_MESSAGE_TABLES = {
  job_requests: REQUISITION_MESSAGES,
  job_request_decisions: REQUISITION_DECISION_MESSAGES,
  job_postings: POSTING_MESSAGES,
  job_boards: JOB_BOARD_MESSAGES,
  recruiters: RECRUITER_MESSAGES,
} as const;
export * from './applications-messages.ts';
export * from './applications.ts';
export * from './applications.endpoints.ts';
export * from './applications-tables.ts';
export * from './interviews-messages.ts';
export * from './interviews.ts';
export * from './interviews.endpoints.ts';
export * from './hiring.ts';
export * from './recruitment-dashboard.ts';
