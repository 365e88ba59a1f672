import { lazy, Suspense, useState } from 'react';
import { Badge, Button, Dropdown, Flex, Spin } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useUnreadCount } from '../../platform/notifications/use-unread-count.ts';
import '../../platform/notifications/i18n.ts';
import '../../platform/notifications/notifications.css';

// The panel (its list, switch and texts) loads on the first click: the header is on every page.
const NotificationPanel = lazy(() =>
  import('../../platform/notifications/notification-panel.tsx').then((m) => ({
    default: m.NotificationPanel,
  })),
);

/** The header bell: the unread count, polled, and the list of the latest notifications on click. */
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
        <Suspense
          fallback={
            <Flex justify="center" className="cr-popover-panel cr-notice-panel cr-pad">
              <Spin size="small" />
            </Flex>
          }
        >
          <NotificationPanel onClose={() => setOpen(false)} />
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
        <Badge count={unread} overflowCount={99} size="small" data-testid="notification-count">
          <BellOutlined className="cr-header-icon" />
        </Badge>
      </Button>
    </Dropdown>
  );
}
