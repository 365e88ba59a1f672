import { lazy, Suspense, useState } from 'react';
import { Button, Dropdown } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useUnreadCount } from '../../platform/notifications/use-unread-count.ts';
import '../../platform/notifications/bell-texts.ts';
import '../../platform/notifications/notifications.css';
import { NOTIFICATION_SCREENS } from './notification-screens.ts';

// The panel (its list, switch and texts) loads on the first click: the header is on every page.
const NotificationPanel = lazy(() =>
  import('../../platform/notifications/notification-panel.tsx').then((m) => ({
    default: m.NotificationPanel,
  })),
);

/**
 * The header bell: the unread count, polled, and the list of the latest notifications on click. The
 * count is a styled span, not antd's Badge: Badge and its number animation weigh 6.7 kB gzip on every
 * signed-in page (docs/decisions/0010).
 */
export function NotificationBell() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const unread = useUnreadCount();
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      // On a phone the panel is nearly as wide as the screen: slide it into view rather than clip it.
      align={{ overflow: { adjustY: true, shiftX: true } }}
      open={open}
      onOpenChange={setOpen}
      // Mounted afresh on each opening, so the list is read again rather than shown from a stale cache.
      destroyOnHidden
      popupRender={() => (
        // While the panel's code downloads (first click only), its frame and title already show.
        <Suspense
          fallback={
            <div className="cr-popover-panel cr-notice-panel cr-notice-head" aria-busy="true">
              <strong>{t('header.notifications')}</strong>
            </div>
          }
        >
          <NotificationPanel onClose={() => setOpen(false)} screens={NOTIFICATION_SCREENS} />
        </Suspense>
      )}
    >
      <Button
        type="text"
        shape="circle"
        aria-label={t('notifications.bellLabel', { count: unread })}
        data-testid="notification-bell"
        data-unread={unread}
      >
        <span className="cr-bell">
          <BellOutlined className="cr-header-icon" />
          <span
            className={unread > 0 ? 'cr-bell-count cr-bell-count--unread' : 'cr-bell-count'}
            data-testid="notification-count"
          >
            {unread > 99 ? '99+' : unread}
          </span>
        </span>
      </Button>
    </Dropdown>
  );
}
