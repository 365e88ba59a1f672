import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import {
  SALARY_SCHEDULE_ENDPOINTS,
  paymentOptionEndpoints,
  paymentUploadEndpoints as E,
  walletEndpoints,
  type ReportFormat,
  type SalaryScheduleFilterInput,
} from '@clockroom/contracts';
import { endpointKey, endpointQuery, endpointUrl, submit } from '../../../platform/api/endpoint-client.ts';
import { downloadFile } from '../../../platform/ui/download-file.ts';
import type { ListParams } from '../../../platform/ui/data-table/list-search.ts';
import type { ExportAnswer } from '../../../platform/jobs/export-answer.ts';

/** Payment uploads and approved payments (issue 21, ADR 59). */

const yearMonth = (v: unknown) => (typeof v === 'string' && /^\d{4}-\d{2}$/.test(v) ? v : undefined);

export const uploadsQuery = ({ page, perPage, search_query, year_month }: ListParams) =>
  endpointQuery(E.list, { query: { page, perPage, search_query, year_month: yearMonth(year_month) } });
export const approvedQuery = ({ page, perPage, search_query, year_month }: ListParams) =>
  endpointQuery(E.approved, { query: { page, perPage, search_query, year_month: yearMonth(year_month) } });

export const uploadSchedulesQuery = (transactionId: number) => ({
  ...endpointQuery(E.schedules, { params: { transaction_id: transactionId } }),
  retry: false,
});
export const approvedSchedulesQuery = (id: number) => ({
  ...endpointQuery(E.approvedSchedules, { params: { id } }),
  retry: false,
});

/** The maker's upload: the confirmed month's filter with mode 'upload' and the chosen option. */
export const uploadMonthMutation = () =>
  mutationOptions({
    mutationKey: [...endpointKey(SALARY_SCHEDULE_ENDPOINTS.run), 'upload'],
    mutationFn: (v: { filter: SalaryScheduleFilterInput; optionId: number | null }) =>
      submit(SALARY_SCHEDULE_ENDPOINTS.run, {
        body: { ...v.filter, mode: 'upload', payment_option_id: v.optionId ?? undefined },
      }),
    meta: { notifySuccess: true },
  });

/** The company's payment options, for the upload's select. */
export const paymentOptionChoices = () => ({
  ...endpointQuery(paymentOptionEndpoints.list, { query: { page: 1, perPage: 40 } }),
  retry: false,
});

export const payScheduleMutation = () =>
  mutationOptions({
    mutationKey: [...endpointKey(E.pay), 'pay'],
    mutationFn: (v: { transactionId: number; scheduleId: number }) =>
      submit(E.pay, { params: { transaction_id: v.transactionId, schedule_id: v.scheduleId } }),
    meta: { notifySuccess: true },
  });

export const markLinesMutation = () =>
  mutationOptions({
    mutationKey: [...endpointKey(E.markLines), 'mark'],
    mutationFn: (v: {
      transactionId: number;
      scheduleId: number;
      status: 'paid' | 'failed';
      /** Absent: every pending line. */
      lineIds?: number[];
      reason?: string;
    }) =>
      submit(E.markLines, {
        params: { transaction_id: v.transactionId, schedule_id: v.scheduleId, status: v.status },
        body: { line_ids: v.lineIds, reason: v.reason || undefined },
      }),
    meta: { notifySuccess: true },
  });

/** A failed wallet line is retried alone, to its employee's bank details now (the wallet's route). */
export const retryTransferMutation = () =>
  mutationOptions({
    mutationKey: [...endpointKey(walletEndpoints.retryTransfer), 'retry'],
    mutationFn: (transferId: number) => submit(walletEndpoints.retryTransfer, { params: { id: transferId } }),
    meta: { notifySuccess: true },
  });

export const downloadBankFile = (transactionId: number, scheduleId: number) =>
  downloadFile(
    endpointUrl(E.bankFile, { params: { transaction_id: transactionId, schedule_id: scheduleId } }),
  );

export const exportUpload = (transactionId: number, format: ReportFormat) =>
  submit(E.exportUpload, { params: { transaction_id: transactionId, format } }) as Promise<ExportAnswer>;
export const exportApproved = (id: number, format: ReportFormat) =>
  submit(E.exportApproved, { params: { id, format } }) as Promise<ExportAnswer>;

/** After a decision, a payment or a retry every upload read is read afresh. */
export const refreshUploads = (client: QueryClient) =>
  Promise.all(
    [E.list, E.schedules, E.approved, E.approvedSchedules].map((e) =>
      client.invalidateQueries({ queryKey: endpointKey(e) }),
    ),
  );
