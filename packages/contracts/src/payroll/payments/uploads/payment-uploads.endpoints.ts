import { defineEndpoint } from '../../../platform/endpoint.ts';
import { listPage } from '../../../platform/envelope.ts';
import { exportAnswerSchema } from '../../../platform/jobs.ts';
import { defineReport } from '../../../platform/report.ts';
import { approvalDecisionResultSchema } from '../../../platform/approval-decisions.ts';
import {
  approvedExportParamsSchema,
  approvedParamsSchema,
  lineMarkBodySchema,
  lineMarkParamsSchema,
  lineMarkResultSchema,
  paymentUploadListQuerySchema,
  paymentUploadSchema,
  payoutAnswerSchema,
  scheduleDecisionBodySchema,
  scheduleDecisionParamsSchema,
  scheduleParamsSchema,
  transactionParamsSchema,
  uploadExportParamsSchema,
  uploadSchedulesSchema,
} from './payment-uploads.ts';
import { PAYMENT_UPLOAD_COLUMNS, PAYMENT_UPLOAD_WORDS } from './payment-uploads-words.ts';

const UPLOADS = '/payroll/payment-management/payment-upload';
const APPROVED = '/payroll/payment-management/approved-payments/salary';
const tags = ['payments'] as const;

/**
 * Salary payments (spec 3 §7 "Payment management"; issue 21; ADR 59). The maker uploads a confirmed
 * month with POST /payroll/salarymanagement/salary-schedules and mode 'upload' (SALARY_SCHEDULE_ENDPOINTS.run);
 * the calls here read the uploads, decide their schedules and pay them.
 */
export const paymentUploadEndpoints = {
  list: defineEndpoint({
    method: 'GET',
    path: `${UPLOADS}/salary`,
    description: 'The salary payment uploads, newest first; year_month (YYYY-MM) narrows to a month.',
    query: paymentUploadListQuerySchema,
    response: listPage(paymentUploadSchema),
    permission: 'view salary management',
    tags,
  }),
  schedules: defineEndpoint({
    method: 'GET',
    path: `${UPLOADS}/salary/:transaction_id/schedules`,
    description:
      "An upload's schedules (one per batch) with their lines, each line's status and reason, and whether the viewer may decide each.",
    params: transactionParamsSchema,
    response: uploadSchedulesSchema,
    permission: 'view salary management',
    tags,
  }),
  decide: defineEndpoint({
    method: 'PUT',
    path: `${UPLOADS}/:type/:transaction_id/schedules/:action`,
    description:
      "type is salary and action approve or decline (ambiguity 30); decline takes reason. Schedules go through the 'salary-payment' approver groups, or with none wait on holders of 'manage payments'; the maker never decides. The last approval starts a wallet payout or makes the bank file available. Answers the decided ids and each refused id's reason; deciding none is a 422 (ADR 31).",
    params: scheduleDecisionParamsSchema,
    body: scheduleDecisionBodySchema,
    response: approvalDecisionResultSchema,
    permission: 'view salary management',
    tags,
  }),
  bankFile: defineEndpoint({
    method: 'GET',
    path: `${UPLOADS}/salary/:transaction_id/schedules/:schedule_id/bank-file`,
    description:
      "An approved bank-file schedule's file in its option's format (generic CSV or a bank's bulk-payment CSV): the lines still to pay with their net pay, pending ones and failed ones re-routed to the employee's bank details now, never a paid one. Nothing left to pay is a 422.",
    params: scheduleParamsSchema,
    answer: 'file',
    // The download is audited.
    writes: true,
    permission: 'manage payments',
    tags,
  }),
  pay: defineEndpoint({
    method: 'POST',
    path: `${UPLOADS}/salary/:transaction_id/schedules/:schedule_id/pay`,
    description:
      'Starts the wallet payout of an approved schedule that waited for funds (the approval starts it when the balance allows). A short balance is a 422 saying how much is needed.',
    params: scheduleParamsSchema,
    response: payoutAnswerSchema,
    permission: 'manage payments',
    tags,
  }),
  markLines: defineEndpoint({
    method: 'PUT',
    path: `${UPLOADS}/salary/:transaction_id/schedules/:schedule_id/lines/:status`,
    description:
      "A bank-file schedule's lines as the bank paid them: paid, or failed with a reason; line_ids absent means every line still pending. Wallet lines follow their transfers instead.",
    params: lineMarkParamsSchema,
    body: lineMarkBodySchema,
    response: lineMarkResultSchema,
    permission: 'manage payments',
    tags,
  }),
  exportUpload: defineEndpoint({
    method: 'POST',
    path: '/payroll/salarymanagement/payment-upload/salary/:transaction_id/export/:format',
    description:
      "An upload's lines as CSV, XLSX or PDF (ambiguity 27: this one call is under salarymanagement): `data` is the file name under /downloads.",
    params: uploadExportParamsSchema,
    response: exportAnswerSchema,
    answer: 'whole',
    writes: true,
    permission: 'view salary management',
    tags,
  }),
  approved: defineEndpoint({
    method: 'GET',
    path: APPROVED,
    description:
      'Uploads with at least one approved schedule, with what was paid; year_month (YYYY-MM) narrows to a month.',
    query: paymentUploadListQuerySchema,
    response: listPage(paymentUploadSchema),
    permission: 'view salary management',
    tags,
  }),
  approvedSchedules: defineEndpoint({
    method: 'GET',
    path: `${APPROVED}/:id/schedules`,
    description: "An approved payment's approved schedules with their lines (id is the transaction_id).",
    params: approvedParamsSchema,
    response: uploadSchedulesSchema,
    permission: 'view salary management',
    tags,
  }),
  exportApproved: defineEndpoint({
    method: 'POST',
    path: `${APPROVED}/:id/schedules/export/:format`,
    description: "An approved payment's approved lines as CSV, XLSX or PDF.",
    params: approvedExportParamsSchema,
    response: exportAnswerSchema,
    answer: 'whole',
    writes: true,
    permission: 'view salary management',
    tags,
  }),
};

export const PAYMENT_UPLOAD_REPORT = defineReport({
  name: 'payment-upload',
  fileName: 'payment-upload',
  words: PAYMENT_UPLOAD_WORDS,
  title: 'payment_upload_words.title',
  columns: PAYMENT_UPLOAD_COLUMNS,
  endpoints: { data: paymentUploadEndpoints.schedules, export: paymentUploadEndpoints.exportUpload },
});

export const APPROVED_PAYMENT_REPORT = defineReport({
  name: 'approved-payment',
  fileName: 'approved-payment',
  words: PAYMENT_UPLOAD_WORDS,
  title: 'payment_upload_words.approved_title',
  columns: PAYMENT_UPLOAD_COLUMNS,
  endpoints: {
    data: paymentUploadEndpoints.approvedSchedules,
    export: paymentUploadEndpoints.exportApproved,
  },
});
