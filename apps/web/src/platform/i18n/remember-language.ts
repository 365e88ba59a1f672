import type { QueryClient } from '@tanstack/react-query';
import { USER_ENDPOINTS, type Language, type SessionUser } from '@clockroom/contracts';
import { submit } from '../api/endpoint-client.ts';
import { currentUserQuery } from '../session/current-user.ts';
import { session } from '../session/session-store.ts';
import { chosenLanguage, followUserLanguage, languageKept } from './i18n.ts';

/**
 * A signed-in user's choice of language is kept on the server (ADR 32): their next sign-in, on any
 * device, opens in it, and their notifications and mails come in it. Signed out, it waits (marked by
 * chooseLanguage) for the next sign-in.
 */
export async function rememberLanguage(client: QueryClient, language: Language): Promise<void> {
  const { token, user } = session.get();
  if (!token || !user) return;
  if (user.language !== language) {
    await submit(USER_ENDPOINTS.setLanguage, { body: { language } });
    const next = { ...user, language };
    session.setUser(next);
    client.setQueryData(currentUserQuery().queryKey, next);
  }
  languageKept(language);
}

/**
 * On each load of a signed-in page: a choice the server has not been told yet is told now (a switch
 * just before a reload, or on the sign-in page); otherwise the user's language is applied here.
 */
export async function settleLanguage(client: QueryClient, user: SessionUser): Promise<void> {
  const chosen = chosenLanguage();
  if (chosen === null) return followUserLanguage(user.language);
  // Not told this time (offline, say): the choice stays marked and is sent at the next load.
  await rememberLanguage(client, chosen).catch(() => undefined);
}
