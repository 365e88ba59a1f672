import type { QueryClient } from '@tanstack/react-query';
import {
  ACTIVE_BRANCH_HEADER,
  IMPORT_FILE_FIELD,
  type Envelope,
  type ImportPreview,
  type ImportSummary,
} from '@clockroom/contracts';
import { API_BASE, CLIENT_ERRORS } from '../../../platform/api/client.ts';
import { ApiError, toApiError } from '../../../platform/api/api-error.ts';
import { notifyError } from '../../../platform/notify/notify.ts';
import { session } from '../../../platform/session/session-store.ts';

function authHeaders(): Record<string, string> {
  const { token, activeBranch } = session.get();
  return token
    ? { Authorization: `Bearer ${token}`, [ACTIVE_BRANCH_HEADER]: activeBranch, Accept: '*/*' }
    : {};
}

/** Multipart POST (the JSON client cannot send files); text fields go before the file. */
async function postFile<T>(
  path: string,
  file: File,
  fields: Record<string, string> = {},
): Promise<Envelope<T>> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append(IMPORT_FILE_FIELD, file, file.name);
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, { method: 'POST', headers: authHeaders(), body: form });
  } catch {
    throw new ApiError(0, CLIENT_ERRORS.network);
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw toApiError(response.status, body);
  return body as Envelope<T>;
}

/** POST /organization/employees/import/preview: every row with its problems; nothing is written. */
export const previewMutation = () => ({
  mutationFn: (file: File) => postFile<ImportPreview>('/organization/employees/import/preview', file),
});

/** POST /organization/employees/import: all rows, or the valid ones only. */
export const importMutation = (queryClient: QueryClient) => ({
  mutationFn: ({ file, onlyValid }: { file: File; onlyValid: boolean }) =>
    postFile<ImportSummary>('/organization/employees/import', file, { only_valid: String(onlyValid) }),
  meta: { notifySuccess: true },
  onSuccess: () => queryClient.invalidateQueries({ queryKey: ['organization', 'employees'] }),
});

/** GET /organization/employees/import/template?format=…, saved under the server's file name. */
export async function downloadTemplate(format: 'csv' | 'xlsx'): Promise<void> {
  try {
    const response = await fetch(`${API_BASE}/organization/employees/import/template?format=${format}`, {
      headers: authHeaders(),
    });
    if (!response.ok) {
      notifyError(toApiError(response.status, await response.json().catch(() => null)));
      return;
    }
    const href = URL.createObjectURL(await response.blob());
    const anchor = document.createElement('a');
    anchor.href = href;
    anchor.download = `employees-import-template.${format}`;
    document.body.appendChild(anchor);
    anchor.click();
    anchor.remove();
    setTimeout(() => URL.revokeObjectURL(href), 1000);
  } catch {
    notifyError(new Error(CLIENT_ERRORS.network));
  }
}
