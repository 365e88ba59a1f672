import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { Industry, ListPage, SignupInput, SignupResult } from '@clockroom/contracts';
import { api } from '../../../platform/api/client.ts';

export const industriesQuery = () =>
  queryOptions({
    queryKey: ['auth', 'industries'],
    queryFn: ({ signal }) => api.get<ListPage<Industry>>('/industries', undefined, signal),
    staleTime: Infinity,
    meta: { notifyError: true },
  });

export const signupMutation = () =>
  mutationOptions({
    mutationKey: ['auth', 'signup'],
    mutationFn: (input: SignupInput) => api.post<SignupResult>('/auth/signup', input),
  });

export interface ResendActivationInput {
  email: string;
  company_id: string;
}

export const resendActivationMutation = () =>
  mutationOptions({
    mutationKey: ['auth', 'resend-activation'],
    mutationFn: (input: ResendActivationInput) =>
      api.post('/auth/resend-activation-email', {
        email: input.email.trim(),
        company_id: input.company_id.trim().toLowerCase(),
      }),
    meta: { notifySuccess: true },
  });
