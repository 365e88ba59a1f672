import type { QueryClient } from '@tanstack/react-query';
import { IMPORT_ENDPOINTS as E, IMPORT_FILE_FIELD } from '@clockroom/contracts';
import { CLIENT_ERRORS } from '../../../platform/api/client.ts';
import { toApiError } from '../../../platform/api/api-error.ts';
import { endpointKey, endpointUrl, submitForm } from '../../../platform/api/endpoint-client.ts';
import { sessionHeaders } from '../../../platform/api/post-form.ts';
import { notifyError } from '../../../platform/notify/notify.ts';

/** The multipart form (the JSON client cannot send files); text fields go before the file. */
function fileForm(file: File, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append(IMPORT_FILE_FIELD, file, file.name);
  return form;
}

/** Every row with its problems; nothing is written. */
export const previewMutation = () => ({
  mutationFn: (file: File) => submitForm(E.preview, { form: fileForm(file) }),
});

/** All rows, or the valid ones only. */
export const importMutation = (queryClient: QueryClient) => ({
  mutationFn: ({ file, onlyValid }: { file: File; onlyValid: boolean }) =>
    submitForm(E.import, { form: fileForm(file, { only_valid: String(onlyValid) }) }),
  meta: { notifySuccess: true },
  // Everything under /organization/employees (lists, archive, profiles).
  onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointKey(E.import).slice(0, 2) }),
});

/** The import template, saved under the server's file name. */
export async function downloadTemplate(format: 'csv' | 'xlsx'): Promise<void> {
  try {
    const response = await fetch(endpointUrl(E.template, { query: { format } }), {
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
