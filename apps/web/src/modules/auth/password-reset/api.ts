import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../../platform/api/client.ts';

export interface ForgotPasswordInput {
  email: string;
  company_id: string;
}

export interface ResetPasswordInput {
  reset_code: string;
  password: string;
  password_confirmation: string;
}

/** Always answers the same message, whether or not the account exists. */
export const forgotPasswordMutation = () =>
  mutationOptions({
    mutationKey: ['auth', 'forgot-password'],
    mutationFn: (input: ForgotPasswordInput) =>
      api.post('/auth/forgot-password', {
        email: input.email.trim(),
        company_id: input.company_id.trim().toLowerCase(),
      }),
  });

export const resetPasswordMutation = () =>
  mutationOptions({
    mutationKey: ['auth', 'reset-password'],
    mutationFn: (input: ResetPasswordInput) => api.post('/auth/reset-password', input),
  });
