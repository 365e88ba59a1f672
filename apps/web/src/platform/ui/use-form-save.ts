import {
  useMutation,
  useQueryClient,
  type QueryClient,
  type UseMutationOptions,
} from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import type { FormInstance } from 'antd';
import { i18n } from '../i18n/i18n.ts';
import type { LinkTarget } from '../routing/resource-routes.ts';
import { showFieldErrors, type FieldErrorOptions } from './server-field-errors.ts';

interface FormSaveOptions<TData, TVars> extends UseMutationOptions<TData, Error, TVars> {
  /** Caches to bring up to date before leaving (lists and pickers that show the record). */
  refresh?: (queryClient: QueryClient) => Promise<unknown>;
  /** Where a successful save goes: a screen, or one chosen from the answer (the new record's view). */
  then?: LinkTarget | ((data: TData) => LinkTarget);
  /** Which fields may show the server's messages; the first one is scrolled into view. */
  fieldErrors?: FieldErrorOptions;
}

/**
 * A form's save: the mutation, then the caches refreshed and the next screen opened; a 422 puts each
 * message beside its field (the notification with the whole list comes from the mutation cache).
 */
export function useFormSave<TData, TVars>(
  form: FormInstance,
  { refresh, then, fieldErrors, onSuccess, onError, ...mutation }: FormSaveOptions<TData, TVars>,
) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useMutation<TData, Error, TVars>({
    ...mutation,
    onSuccess: async (data, ...rest) => {
      await refresh?.(queryClient);
      await onSuccess?.(data, ...rest);
      if (then) await navigate(typeof then === 'function' ? then(data) : then);
    },
    onError: (error, ...rest) => {
      showFieldErrors(form, error, i18n.t, { scroll: true, ...fieldErrors });
      return onError?.(error, ...rest);
    },
  });
}
