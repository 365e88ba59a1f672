import {
  notificationTexts,
  renderText,
  type NotificationItem,
  type NotificationParams,
} from '@clockroom/contracts';

/**
 * A stored notification as the API answers it. `kind` and `params` are what readers render in their
 * language (ADR 32); `title` and `body` are the English, for clients that show text as it comes:
 * rendered from the kind, or the row's stored English on rows written before kinds carried params.
 */
export function toItem(r: {
  id: number;
  kind: string;
  params: NotificationParams | null;
  title: string | null;
  body: string | null;
  link: string | null;
  readAt: Date | null;
  createdAt: Date;
}): NotificationItem {
  const texts = notificationTexts(r.kind, r.params);
  return {
    id: r.id,
    kind: r.kind,
    params: r.params,
    title: texts ? renderText(texts.title, 'en') : (r.title ?? r.kind),
    body: texts ? (texts.body ? renderText(texts.body, 'en') : null) : r.body,
    link: r.link,
    read_at: r.readAt?.toISOString() ?? null,
    created_at: r.createdAt.toISOString(),
  };
}
