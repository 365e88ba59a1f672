import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import {
  PAYMENT_MANDATE_FIELD,
  PAYMENT_OPTION_TYPES,
  paymentOptionEndpoints as E,
  type PaymentOptionType,
} from '@clockroom/contracts';
import {
  endpointKey,
  endpointQuery,
  endpointUrl,
  submitForm,
} from '../../../platform/api/endpoint-client.ts';
import { deleteMutation, saveMutation } from '../../../platform/api/record-mutations.ts';
import { downloadFile } from '../../../platform/ui/download-file.ts';
import type { ListParams } from '../../../platform/ui/data-table/list-search.ts';

/** Payment options and mandates (issue 21, ADR 58). */

const typeOf = (v: unknown): PaymentOptionType | undefined =>
  (PAYMENT_OPTION_TYPES as readonly unknown[]).includes(v) ? (v as PaymentOptionType) : undefined;

export const paymentOptionsQuery = ({ page, perPage, search_query, type }: ListParams) =>
  endpointQuery(E.list, { query: { page, perPage, search_query, type: typeOf(type) } });
export const paymentOptionQuery = (id: string | number) => ({
  ...endpointQuery(E.get, { params: { id } }),
  retry: false,
});
/** One option's mandates (the view screen), or every option's. */
export const mandatesQuery =
  (optionId?: number) =>
  ({ page, perPage, search_query }: ListParams) =>
    endpointQuery(E.mandates, { query: { page, perPage, search_query, payment_option_id: optionId } });

export const savePaymentOptionMutation = (id?: number) => saveMutation(E, id);

export const deletePaymentOptionMutation = () => deleteMutation(E.delete);

/** The signed mandate and its description (a text field before the file, as the server reads it). */
export const uploadMandateMutation = (optionId: number) =>
  mutationOptions({
    mutationKey: [...endpointKey(E.mandates), 'upload', optionId],
    mutationFn: ({ file, description }: { file: File; description: string }) => {
      const form = new FormData();
      form.append('description', description);
      form.append(PAYMENT_MANDATE_FIELD, file, file.name);
      return submitForm(E.uploadMandate, { params: { id: optionId }, form });
    },
    meta: { notifySuccess: true },
  });

export const deleteMandateMutation = () => deleteMutation(E.deleteMandate);

/** The mandate's file, saved under the name it was uploaded with. */
export function downloadMandate(id: number): Promise<boolean> {
  return downloadFile(endpointUrl(E.mandateFile, { params: { id } }));
}

/** After a change every option list and record, and every mandate list, is read afresh. */
export const refreshPaymentOptions = (client: QueryClient) =>
  Promise.all([
    client.invalidateQueries({ queryKey: endpointKey(E.list) }),
    client.invalidateQueries({ queryKey: endpointKey(E.get) }),
    client.invalidateQueries({ queryKey: endpointKey(E.mandates) }),
  ]);
