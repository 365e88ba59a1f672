import { z } from 'zod';
import { SUPPORT_MESSAGES } from './support-messages.ts';

export const supportMessageSchema = z.object({
  subject: z
    .string({ error: SUPPORT_MESSAGES.subjectRequired })
    .trim()
    .min(1, SUPPORT_MESSAGES.subjectRequired)
    .max(200),
  message: z
    .string({ error: SUPPORT_MESSAGES.messageRequired })
    .trim()
    .min(1, SUPPORT_MESSAGES.messageRequired)
    .max(5000, SUPPORT_MESSAGES.messageTooLong),
});
/** What the contact form sends. */
export type SupportMessageInput = z.input<typeof supportMessageSchema>;
