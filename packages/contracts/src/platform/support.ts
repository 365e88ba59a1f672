import { z } from 'zod';

export const SUPPORT_MESSAGES = {
  subjectRequired: 'Kindly input a subject',
  messageRequired: 'Kindly describe how we can help',
  messageTooLong: 'Kindly keep your message under 5000 characters',
  sent: 'Your message has been sent to our support team. We will reply by email.',
} as const;

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
