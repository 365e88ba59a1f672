import { mutationOptions } from '@tanstack/react-query';
import {
  ACCOUNT_SETTINGS_ENDPOINTS as E,
  COMPANY_LOGO_FIELD,
  type AccountSettingsInput,
} from '@clockroom/contracts';
import { endpointKey, endpointQuery, submit, submitForm } from '../../../../platform/api/endpoint-client.ts';

export const accountSettingsQuery = () => endpointQuery(E.get);

export const saveAccountSettingsMutation = () =>
  mutationOptions({
    mutationKey: [...endpointKey(E.update), 'save'],
    mutationFn: (input: AccountSettingsInput) => submit(E.update, { body: input }),
    meta: { notifySuccess: true },
  });

/** Multipart upload (the JSON client cannot send files); answers the stored logo's public url. */
export function uploadCompanyLogo(file: Blob & { name?: string }) {
  const form = new FormData();
  form.append(COMPANY_LOGO_FIELD, file, file.name ?? 'logo');
  return submitForm(E.uploadLogo, { form });
}
