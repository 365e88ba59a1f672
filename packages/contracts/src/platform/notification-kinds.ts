import { notificationText, type NotificationParams } from './notifications-messages.ts';
import type { TextRef } from './text-ref.ts';

/**
 * The kinds of notification the server writes, `<area>.<event>`: the area is the module whose item
 * it is about (`leave`, `exemption`, `mobile-clock`; `auth` for the account), the event what
 * happened. The web maps each kind to the screen it opens; nothing on the server names a screen.
 */
export const NOTIFICATION_EVENTS = [
  'password-changed',
  'approval-requested',
  'approved',
  'rejected',
  'relief-named',
  'relief-approved',
  'review-due',
  'opened',
  'due-soon',
] as const;
export type NotificationEvent = (typeof NOTIFICATION_EVENTS)[number];

export const notificationKind = (area: string, event: NotificationEvent) => `${area}.${event}`;

const eventOf = (kind: string) => kind.slice(kind.indexOf('.') + 1) as NotificationEvent;

/**
 * A notification's title and body from its kind and params, as texts to render in a language. A
 * kind this table does not know (a newer server, a row from before kinds) answers undefined: the
 * reader then shows the row's stored English.
 */
export function notificationTexts(
  kind: string,
  params: NotificationParams | null,
): { title: TextRef; body: TextRef | null } | undefined {
  if (!params) return undefined;
  const subject = { subject: params.subject ?? '' };
  switch (eventOf(kind)) {
    case 'password-changed':
      return {
        title: notificationText('passwordChangedTitle'),
        body: notificationText('passwordChangedBody'),
      };
    case 'approval-requested':
      return {
        title: notificationText('approvalRequestedTitle', subject),
        body: notificationText(
          params.approval_type === 'Concurrent' ? 'concurrentApproval' : 'sequentialApproval',
        ),
      };
    case 'approved':
      return { title: notificationText('approvedTitle', subject), body: null };
    case 'rejected':
      return { title: notificationText('rejectedTitle', subject), body: null };
    case 'relief-named':
    case 'relief-approved': {
      const title = eventOf(kind) === 'relief-named' ? 'reliefNamedTitle' : 'reliefApprovedTitle';
      const away = { employee: params.employee ?? '', days: params.days ?? '' };
      return { title: notificationText(title, subject), body: notificationText('reliefBody', away) };
    }
    case 'review-due':
      return {
        title: notificationText('reviewDueTitle', subject),
        body: notificationText('reviewDueBody', { days: params.days ?? '' }),
      };
    case 'opened':
      return { title: notificationText('openedTitle', subject), body: notificationText('openedBody') };
    case 'due-soon':
      return {
        title: notificationText('dueSoonTitle', subject),
        body: notificationText('dueSoonBody', { days: params.days ?? '' }),
      };
    default:
      return undefined;
  }
}
