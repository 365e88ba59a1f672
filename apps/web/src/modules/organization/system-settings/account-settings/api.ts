import { mutationOptions, queryOptions } from '@tanstack/react-query';
import {
  ACTIVE_BRANCH_HEADER,
  COMPANY_LOGO_FIELD,
  type AccountSettings,
  type AccountSettingsInput,
  type Envelope,
} from '@clockroom/contracts';
import { API_BASE, api } from '../../../../platform/api/client.ts';
import { toApiError } from '../../../../platform/api/api-error.ts';
import { session } from '../../../../platform/session/session-store.ts';

const path = '/organization/system-settings/account-settings';

export const accountSettingsQuery = () =>
  queryOptions({
    queryKey: ['organization', 'system-settings', 'account-settings'],
    queryFn: ({ signal }) => api.get<AccountSettings>(path, undefined, signal),
  });

export const saveAccountSettingsMutation = () =>
  mutationOptions({
    mutationKey: ['organization', 'system-settings', 'account-settings', 'save'],
    mutationFn: (input: AccountSettingsInput) => api.put<AccountSettings>(path, input),
    meta: { notifySuccess: true },
  });

/** Multipart upload (the JSON client cannot send files); answers the stored logo's public url. */
export async function uploadCompanyLogo(file: Blob & { name?: string }): Promise<Envelope<string>> {
  const form = new FormData();
  form.append(COMPANY_LOGO_FIELD, file, file.name ?? 'logo');
  const { token, activeBranch } = session.get();
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (token) {
    headers['Authorization'] = `Bearer ${token}`;
    headers[ACTIVE_BRANCH_HEADER] = activeBranch;
  }
  const response = await fetch(`${API_BASE}${path}/upload-image`, { method: 'POST', headers, body: form });
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) throw toApiError(response.status, body);
  return body as Envelope<string>;
}
