import { mutationOptions } from '@tanstack/react-query';
import { SUPPORT_ENDPOINTS as E, type SupportMessageInput } from '@clockroom/contracts';
import { endpointKey, submit } from '../../../platform/api/endpoint-client.ts';

export type { SupportMessageInput };

export const supportMessageMutation = () =>
  mutationOptions({
    mutationKey: endpointKey(E.send),
    mutationFn: (input: SupportMessageInput) => submit(E.send, { body: input }),
    meta: { notifySuccess: true },
  });
