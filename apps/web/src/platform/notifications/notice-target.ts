import type { NotificationItem } from '@clockroom/contracts';
import type { LinkTarget } from '../routing/resource-routes.ts';

/** The screen each kind of notification opens (the app's table: platform/ knows no module's screens). */
export type NoticeScreens = Readonly<Record<string, LinkTarget>>;

/** Where a notification takes its reader: a typed screen, or the app path an older row carries. */
export type NoticeTarget = LinkTarget | { href: string };

/** Only paths inside the app are followed: a stored link is data, never a URL to leave for. */
const isAppPath = (link: string | null): link is string =>
  link !== null && link.startsWith('/') && !link.startsWith('//');

/**
 * The screen of a notification (ADR 32): by its kind for rows that carry params (the server writes no
 * screen), by the app path stored on rows written before; null when there is none to open.
 */
export function noticeTarget(item: NotificationItem, screens: NoticeScreens): NoticeTarget | null {
  if (item.params) return screens[item.kind] ?? null;
  return isAppPath(item.link) ? { href: item.link } : null;
}
