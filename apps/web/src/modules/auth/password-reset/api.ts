import { mutationOptions } from '@tanstack/react-query';
import {
  PASSWORD_ENDPOINTS as E,
  type EmailAndCompanyInput,
  type ResetPasswordInput,
} from '@clockroom/contracts';
import { submit } from '../../../platform/api/endpoint-client.ts';

/** Always answers the same message, whether or not the account exists. */
export const forgotPasswordMutation = () =>
  mutationOptions({
    mutationKey: ['auth', 'forgot-password'],
    mutationFn: (input: EmailAndCompanyInput) =>
      submit(E.forgot, {
        body: { email: input.email.trim(), company_id: input.company_id.trim().toLowerCase() },
      }),
  });

export const resetPasswordMutation = () =>
  mutationOptions({
    mutationKey: ['auth', 'reset-password'],
    mutationFn: (input: ResetPasswordInput) => submit(E.reset, { body: input }),
  });
