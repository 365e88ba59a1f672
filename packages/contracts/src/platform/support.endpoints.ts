import { z } from 'zod';
import { defineEndpoint } from './endpoint.ts';
import { supportMessageSchema } from './support.ts';

/** Contact support (spec 1 §5): any signed-in user; the answer is the message alone. */
export const SUPPORT_ENDPOINTS = {
  send: defineEndpoint({
    method: 'POST',
    path: '/support/messages',
    body: supportMessageSchema,
    response: z.object({ message: z.string() }),
    answer: 'whole',
    permission: 'signed-in',
  }),
};
