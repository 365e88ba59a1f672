import { mutationOptions } from '@tanstack/react-query';
import { SIGNUP_ENDPOINTS as E, type EmailAndCompanyInput, type SignupInput } from '@clockroom/contracts';
import { endpointQuery, submit } from '../../../platform/api/endpoint-client.ts';

export const industriesQuery = () => ({
  ...endpointQuery(E.industries, undefined, ['auth']),
  staleTime: Infinity,
  meta: { notifyError: true },
});

export const signupMutation = () =>
  mutationOptions({
    mutationKey: ['auth', 'signup'],
    mutationFn: (input: SignupInput) => submit(E.signup, { body: input }),
  });

export const resendActivationMutation = () =>
  mutationOptions({
    mutationKey: ['auth', 'resend-activation'],
    mutationFn: (input: EmailAndCompanyInput) =>
      submit(E.resendActivation, {
        body: { email: input.email.trim(), company_id: input.company_id.trim().toLowerCase() },
      }),
    meta: { notifySuccess: true },
  });
