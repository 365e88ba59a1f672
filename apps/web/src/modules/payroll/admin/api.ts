import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import {
  auditTrailEndpoints as A,
  batchGroupEndpoints as B,
  historyUploadEndpoints as H,
  HISTORY_UPLOAD_FILE_FIELD,
  type BatchGroupInput,
} from '@clockroom/contracts';
import { CLIENT_ERRORS } from '../../../platform/api/client.ts';
import { toApiError } from '../../../platform/api/api-error.ts';
import {
  endpointKey,
  endpointQuery,
  endpointUrl,
  submit,
  submitForm,
} from '../../../platform/api/endpoint-client.ts';
import { sessionHeaders } from '../../../platform/api/post-form.ts';
import { notifyError } from '../../../platform/notify/notify.ts';
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

/** The multipart form (the JSON client cannot send files); text fields go before the file. */
function fileForm(file: File, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append(HISTORY_UPLOAD_FILE_FIELD, file, file.name);
  return form;
}

/** Every row's problems; nothing is written. */
export const checkHistoryMutation = () =>
  mutationOptions({ mutationFn: (file: File) => submitForm(H.check, { form: fileForm(file) }) });

/** All rows, or the valid ones only; the uploads list and the payroll screens read afresh after. */
export const uploadHistoryMutation = (queryClient: QueryClient) =>
  mutationOptions({
    mutationFn: ({ file, onlyValid }: { file: File; onlyValid: boolean }) =>
      submitForm(H.upload, { form: fileForm(file, { only_valid: String(onlyValid) }) }),
    meta: { notifySuccess: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointKey(H.list).slice(0, 2) }),
  });

/** The template, saved under its file name. */
export async function downloadHistoryTemplate(format: 'csv' | 'xlsx'): Promise<void> {
  try {
    const response = await fetch(endpointUrl(H.template, { query: { format } }), {
      headers: sessionHeaders('*/*'),
    });
    if (!response.ok) {
      notifyError(toApiError(response.status, await response.json().catch(() => null)));
      return;
    }
    const href = URL.createObjectURL(await response.blob());
    const anchor = document.createElement('a');
    anchor.href = href;
    anchor.download = `payment-history-template.${format}`;
    document.body.appendChild(anchor);
    anchor.click();
    anchor.remove();
    setTimeout(() => URL.revokeObjectURL(href), 1000);
  } catch {
    notifyError(new Error(CLIENT_ERRORS.network));
  }
}

// ----- Batch groups -----
export const batchGroupsQuery = (params: ListParams) => endpointQuery(B.list, { query: params });
export const batchGroupQuery = (id: string | number) => ({
  ...endpointQuery(B.get, { params: { id } }),
  retry: false,
});

export const saveBatchGroupMutation = (id?: number) =>
  mutationOptions({
    mutationKey: [...endpointKey(B.list), 'save', id ?? 'new'],
    mutationFn: (body: BatchGroupInput) =>
      id === undefined ? submit(B.create, { body }) : submit(B.update, { params: { id }, body }),
    meta: { notifySuccess: true },
  });

export const deleteBatchGroupMutation = () =>
  mutationOptions({
    mutationKey: [...endpointKey(B.list), 'delete'],
    mutationFn: (id: number) => submit(B.delete, { params: { id } }),
    meta: { notifySuccess: true },
  });

/** After a change every list and record of the batch groups (the schedule's group filter too) is read afresh. */
export const refreshBatchGroups = (client: QueryClient) =>
  client.invalidateQueries({ queryKey: endpointKey(B.list) });
