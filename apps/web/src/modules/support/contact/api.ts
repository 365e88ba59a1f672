import { mutationOptions } from '@tanstack/react-query';
import { api } from '../../../platform/api/client.ts';

/** The body of POST /support/messages (contracts: supportMessageSchema). */
export interface SupportMessageInput {
  subject: string;
  message: string;
}

export const supportMessageMutation = () =>
  mutationOptions({
    mutationKey: ['support', 'messages'],
    mutationFn: (input: SupportMessageInput) => api.post('/support/messages', input),
    meta: { notifySuccess: true },
  });
