import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import {
  auditTrailEndpoints as A,
  batchGroupEndpoints as B,
  historyUploadEndpoints as H,
  HISTORY_UPLOAD_FILE_FIELD,
} from '@clockroom/contracts';
import {
  endpointKey,
  endpointQuery,
  endpointUrl,
  submitForm,
} from '../../../platform/api/endpoint-client.ts';
import { deleteMutation, saveMutation } from '../../../platform/api/record-mutations.ts';
import { downloadImportTemplate, importFileForm } from '../../../platform/ui/file-import/import-calls.ts';
import type { ImportRun } from '../../../platform/ui/file-import/use-file-import.ts';
import type { ListParams } from '../../../platform/ui/data-table/list-search.ts';

/** The calls of the audit trail, payment history uploads and batch groups (issue 19, ADR 48). */

// ----- Audit trail -----
/** The date range filter as the URL keeps it: `from~to`, either end may be empty. */
export const AUDIT_RANGE_SEPARATOR = '~';
export function auditRangeOf(range: string | undefined): { from?: string; to?: string } {
  const [from = '', to = ''] = (range ?? '').split(AUDIT_RANGE_SEPARATOR);
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}

export const auditTrailQuery = ({ range, ...params }: ListParams) =>
  endpointQuery(A.list, {
    query: { ...params, ...auditRangeOf(typeof range === 'string' ? range : undefined) },
  });
export const auditEntryQuery = (id: string) => ({
  ...endpointQuery(A.get, { params: { id } }),
  retry: false,
});

// ----- Payment history -----
export const historyUploadsQuery = (params: ListParams) => endpointQuery(H.list, { query: params });
export const historyUploadQuery = (id: string) => ({
  ...endpointQuery(H.get, { params: { id } }),
  retry: false,
});

/** Every row's problems; nothing is written. */
export const checkHistoryMutation = () =>
  mutationOptions({
    mutationFn: (file: File) =>
      submitForm(H.check, { form: importFileForm(HISTORY_UPLOAD_FILE_FIELD, file) }),
  });

/** All rows, or the valid ones only; the uploads list and the payroll screens read afresh after. */
export const uploadHistoryMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ file, onlyValid }: ImportRun) =>
      submitForm(H.upload, { form: importFileForm(HISTORY_UPLOAD_FILE_FIELD, file, onlyValid) }),
    meta: { notifySuccess: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointKey(H.list).slice(0, 2) }),
  });

/** The template. */
export const downloadHistoryTemplate = (format: 'csv' | 'xlsx') =>
  downloadImportTemplate(
    endpointUrl(H.template, { query: { format } }),
    `payment-history-template.${format}`,
  );

// ----- Batch groups -----
export const batchGroupsQuery = (params: ListParams) => endpointQuery(B.list, { query: params });
export const batchGroupQuery = (id: string | number) => ({
  ...endpointQuery(B.get, { params: { id } }),
  retry: false,
});

export const saveBatchGroupMutation = (id?: number) => saveMutation(B, id);

export const deleteBatchGroupMutation = () => deleteMutation(B.delete);

/** After a change every list and record of the batch groups (the schedule's group filter too) is read afresh. */
export const refreshBatchGroups = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: endpointKey(B.list) });
