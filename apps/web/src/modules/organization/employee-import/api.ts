import type { QueryClient } from '@tanstack/react-query';
import { IMPORT_FILE_FIELD, type ImportPreview, type ImportSummary } from '@clockroom/contracts';
import { API_BASE, CLIENT_ERRORS } from '../../../platform/api/client.ts';
import { toApiError } from '../../../platform/api/api-error.ts';
import { postForm, sessionHeaders } from '../../../platform/api/post-form.ts';
import { notifyError } from '../../../platform/notify/notify.ts';

/** Multipart POST (the JSON client cannot send files); text fields go before the file. */
function postFile<T>(path: string, file: File, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append(IMPORT_FILE_FIELD, file, file.name);
  return postForm<T>(path, form);
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
      headers: sessionHeaders('*/*'),
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
