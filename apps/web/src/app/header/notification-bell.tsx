import { Button, Dropdown, Empty } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';

/** The bell always counts 0 (spec 1 §2); it opens an honest "no notifications" panel. */
export function NotificationBell() {
  const { t } = useTranslation();
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      popupRender={() => (
        <div className="cr-popover-panel" data-testid="notifications-panel">
          <strong>{t('header.notifications')}</strong>
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('header.noNotifications')} />
        </div>
      )}
    >
      <Button
        type="text"
        shape="circle"
        aria-label={t('header.notifications')}
        data-testid="notification-bell"
      >
        <span className="cr-bell">
          <BellOutlined className="cr-header-icon" />
          <span className="cr-bell-count" data-testid="notification-count">
            0
          </span>
        </span>
      </Button>
    </Dropdown>
  );
}
