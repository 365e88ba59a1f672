/** Support form texts, apart from its schema so that screens showing them do not download Zod. */
export const SUPPORT_MESSAGES = {
  subjectRequired: 'Kindly input a subject',
  messageRequired: 'Kindly describe how we can help',
  messageTooLong: 'Kindly keep your message under 5000 characters',
  sent: 'Your message has been sent to our support team. We will reply by email.',
} as const;
