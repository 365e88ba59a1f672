import { BellOutlined, SafetyCertificateOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { NotificationItem as Item } from '@clockroom/contracts';
import { noticeTexts } from './notice-texts.ts';
import { timeAgo } from './time-ago.ts';

/** The icon says what kind of event it is; kinds are `<area>.<event>`. */
function KindIcon({ kind }: { kind: string }) {
  return kind.startsWith('auth.') ? <SafetyCertificateOutlined /> : <BellOutlined />;
}

/** One line of the bell's list: unread ones are bold with a dot; the whole line is the link. */
export function NotificationRow({ item, onOpen }: { item: Item; onOpen: (item: Item) => void }) {
  const { t, i18n } = useTranslation();
  const unread = item.read_at === null;
  const { title, body } = noticeTexts(item, t);
  return (
    <button
      type="button"
      className={unread ? 'cr-notice-row cr-notice-row--unread' : 'cr-notice-row'}
      onClick={() => onOpen(item)}
      data-testid="notification-item"
      data-unread={unread}
    >
      <span className="cr-notice-row-icon" aria-hidden>
        <KindIcon kind={item.kind} />
      </span>
      <span className="cr-notice-row-text">
        <span className="cr-notice-row-title">{title}</span>
        {body ? <span className="cr-notice-row-body">{body}</span> : null}
        <time className="cr-notice-row-time" dateTime={item.created_at}>
          {timeAgo(item.created_at, i18n.language)}
        </time>
      </span>
      {unread ? (
        <span className="cr-notice-row-dot" role="img" aria-label={t('notifications.unread')} />
      ) : null}
    </button>
  );
}
