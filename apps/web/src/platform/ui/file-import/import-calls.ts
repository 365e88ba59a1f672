import { saveFetchedFile } from '../download-file.ts';
import { sessionHeaders } from '../../api/post-form.ts';

/**
 * A spreadsheet import's multipart body (the JSON client cannot send files): for the import itself
 * `only_valid` first, as the server reads text fields before the file, then the file under `field`.
 * The check sends the file alone.
 */
export function importFileForm(field: string, file: File, onlyValid?: boolean): FormData {
  const form = new FormData();
  if (onlyValid !== undefined) form.append('only_valid', String(onlyValid));
  form.append(field, file, file.name);
  return form;
}

/** An import's template, saved as `name` whatever the server calls it. */
export async function downloadImportTemplate(url: string, name: string): Promise<void> {
  await saveFetchedFile(url, { headers: sessionHeaders('*/*') }, () => name);
}
