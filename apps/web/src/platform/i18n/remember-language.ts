import type { QueryClient } from '@tanstack/react-query';
import { USER_ENDPOINTS, type Language } from '@clockroom/contracts';
import { submit } from '../api/endpoint-client.ts';
import { currentUserQuery } from '../session/current-user.ts';
import { session } from '../session/session-store.ts';

/**
 * A signed-in user's choice of language is kept on the server (ADR 32): their next sign-in, on any
 * device, opens in it, and their notifications and mails come in it. Signed out, the browser keeps it.
 */
export async function rememberLanguage(client: QueryClient, language: Language): Promise<void> {
  const { token, user } = session.get();
  if (!token || !user || user.language === language) return;
  await submit(USER_ENDPOINTS.setLanguage, { body: { language } });
  const next = { ...user, language };
  session.setUser(next);
  client.setQueryData(currentUserQuery().queryKey, next);
}
