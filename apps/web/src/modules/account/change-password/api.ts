import { mutationOptions } from '@tanstack/react-query';
import { PASSWORD_ENDPOINTS as E, type ChangePasswordInput } from '@clockroom/contracts';
import { submit } from '../../../platform/api/endpoint-client.ts';

/** POST /user/change-password: the form's confirmation field is not sent (spec 2 §3). */
export const changePasswordMutation = () =>
  mutationOptions({
    mutationKey: ['account', 'change-password'],
    mutationFn: (input: ChangePasswordInput) => submit(E.change, { body: input }),
    meta: { notifySuccess: true },
  });
