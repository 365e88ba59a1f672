import type { QueryClient } from '@tanstack/react-query';
import { IMPORT_ENDPOINTS as E, IMPORT_FILE_FIELD } from '@clockroom/contracts';
import { endpointKey, endpointUrl, submitForm } from '../../../platform/api/endpoint-client.ts';
import { downloadImportTemplate, importFileForm } from '../../../platform/ui/file-import/import-calls.ts';
import type { ImportRun } from '../../../platform/ui/file-import/use-file-import.ts';

/** Every row with its problems; nothing is written. */
export const previewMutation = () => ({
  mutationFn: (file: File) => submitForm(E.preview, { form: importFileForm(IMPORT_FILE_FIELD, file) }),
});

/** All rows, or the valid ones only. */
export const importMutation = (queryClient: QueryClient) => ({
  mutationFn: ({ file, onlyValid }: ImportRun) =>
    submitForm(E.import, { form: importFileForm(IMPORT_FILE_FIELD, file, onlyValid) }),
  meta: { notifySuccess: true },
  // Everything under /organization/employees (lists, archive, profiles).
  onSuccess: () => queryClient.invalidateQueries({ queryKey: endpointKey(E.import).slice(0, 2) }),
});

/** The import template. */
export const downloadTemplate = (format: 'csv' | 'xlsx') =>
  downloadImportTemplate(
    endpointUrl(E.template, { query: { format } }),
    `employees-import-template.${format}`,
  );
