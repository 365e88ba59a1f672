import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../../platform/api/client.ts';

export interface ChangePasswordInput {
  current_password: string;
  new_password: string;
}

/** POST /user/change-password: the form's confirmation field is not sent (spec 2 §3). */
export const changePasswordMutation = () =>
  mutationOptions({
    mutationKey: ['account', 'change-password'],
    mutationFn: (input: ChangePasswordInput) => api.post('/user/change-password', input),
    meta: { notifySuccess: true },
  });
