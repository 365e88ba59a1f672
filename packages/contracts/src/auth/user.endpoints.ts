import { z } from 'zod';
import { LANGUAGES } from '../platform/constants.ts';
import { defineEndpoint, SIGNED_IN_ONLY } from '../platform/endpoint.ts';
import { AUTH_MESSAGES as M } from './messages.ts';

export const userLanguageSchema = z.object({
  language: z.enum(LANGUAGES, { error: M.languageInvalid }),
});
export type UserLanguage = z.infer<typeof userLanguageSchema>;

/** The signed-in user's own settings (ADR 32: the language switcher remembers its choice here). */
export const USER_ENDPOINTS = {
  setLanguage: defineEndpoint({
    method: 'PUT',
    path: '/user/language',
    body: userLanguageSchema,
    response: userLanguageSchema,
    permission: SIGNED_IN_ONLY,
    tags: ['user'],
  }),
};
