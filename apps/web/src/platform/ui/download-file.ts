import { MESSAGES } from '@clockroom/contracts';
import { session } from '../session/session-store.ts';
import { notifyError } from '../notify/notify.ts';
import { CLIENT_ERRORS } from '../api/client.ts';
import { toApiError } from '../api/api-error.ts';

/** Where the server serves generated files (reports, exports). */
export const FILES_BASE = '/api/v1/downloads';

/** The URL of a file name returned by an export call; null when there is no name (spec 1 §5). */
export function downloadUrl(fileName: string | null | undefined, base: string = FILES_BASE): string | null {
  const name = (fileName ?? '').trim();
  if (!name) return null;
  if (/^(https?:)?\/\//.test(name) || name.startsWith('/')) return name;
  return `${base.replace(/\/+$/, '')}/${name.split('/').map(encodeURIComponent).join('/')}`;
}

/** The name the browser saves the file under: the last path segment of the URL. */
export function saveAsName(url: string): string {
  const last = url.split(/[?#]/)[0]?.split('/').pop() ?? '';
  return decodeURIComponent(last) || 'download';
}

/**
 * The name a Content-Disposition header gives the file (RFC 6266: `filename*` wins over `filename`);
 * null when it names none. Path parts are dropped so a name can never point elsewhere.
 */
export function dispositionName(header: string | null | undefined): string | null {
  if (!header) return null;
  const extended = /filename\*\s*=\s*(?:UTF-8|utf-8)?'[^']*'([^;]+)/i.exec(header);
  const plain = /filename\s*=\s*(?:"((?:\\.|[^"\\])*)"|([^;]+))/i.exec(header);
  let name: string | undefined;
  try {
    const encoded = extended?.[1];
    name = encoded ? decodeURIComponent(encoded.trim()) : undefined;
  } catch {
    name = undefined;
  }
  name ??= plain ? (plain[1]?.replace(/\\(.)/g, '$1') ?? plain[2]?.trim()) : undefined;
  const base = name?.split(/[\\/]/).pop()?.trim();
  return base ? base : null;
}

/**
 * Fetches a file and hands it to the browser under the name `nameOf` reads from the answer; notifies
 * instead of throwing. True when the browser was handed the file. Generated files, import templates
 * and a POSTed payslip all save, and fail, this one way.
 */
export async function saveFetchedFile(
  url: string,
  init: RequestInit,
  nameOf: (response: Response) => string,
): Promise<boolean> {
  try {
    const response = await fetch(url, init);
    if (!response.ok) {
      notifyError(toApiError(response.status, await response.json().catch(() => null)));
      return false;
    }
    const href = URL.createObjectURL(await response.blob());
    const anchor = document.createElement('a');
    anchor.href = href;
    anchor.download = nameOf(response);
    document.body.appendChild(anchor);
    anchor.click();
    anchor.remove();
    setTimeout(() => URL.revokeObjectURL(href), 1000);
    return true;
  } catch {
    notifyError(new Error(CLIENT_ERRORS.network));
    return false;
  }
}

/**
 * Downloads a generated file with the session's token; notifies instead of throwing. True when the
 * file was handed to the browser, so callers announce success only then.
 */
export async function downloadFile(
  fileName: string | null | undefined,
  base: string = FILES_BASE,
): Promise<boolean> {
  const url = downloadUrl(fileName, base);
  if (!url) {
    notifyError(new Error(MESSAGES.downloadNeedsFilename));
    return false;
  }
  const { token } = session.get();
  return saveFetchedFile(
    url,
    { headers: token ? { Authorization: `Bearer ${token}` } : {} },
    (response) => dispositionName(response.headers.get('content-disposition')) ?? saveAsName(url),
  );
}
