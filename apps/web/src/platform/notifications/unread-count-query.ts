import { NOTIFICATION_ENDPOINTS as E } from '@clockroom/contracts';
import { endpointQuery } from '../api/endpoint-client.ts';

/** How often the bell asks for the unread count while the page is visible (ADR 20: polling, not push). */
export const NOTIFICATION_POLL_MS = 45_000;

/**
 * The bell's count: polled, and asked again when the window regains focus. Apart from api.ts so the
 * header, on every page, carries only this query; the panel's queries load with the panel.
 */
export const unreadCountQuery = () => ({
  ...endpointQuery(E.unreadCount),
  refetchInterval: NOTIFICATION_POLL_MS,
  refetchOnWindowFocus: true,
  staleTime: 10_000,
});
