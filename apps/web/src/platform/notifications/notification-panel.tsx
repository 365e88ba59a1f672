import { Button, Empty, Flex, Spin, Switch } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import type { NotificationItem } from '@clockroom/contracts';
import {
  latestNotificationsQuery,
  markAllReadMutation,
  markReadMutation,
  notificationPreferencesQuery,
  savePreferencesMutation,
} from './api.ts';
import { NotificationRow } from './notification-item.tsx';
import { noticeTarget, type NoticeScreens } from './notice-target.ts';
import './i18n.ts';

/**
 * The bell's panel: newest notifications, mark all read, and whether they also come by mail. A
 * notice opens the screen `screens` gives for its kind.
 */
export function NotificationPanel({ onClose, screens }: { onClose: () => void; screens: NoticeScreens }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const navigate = useNavigate();
  const latest = useQuery(latestNotificationsQuery());
  const preferences = useQuery(notificationPreferencesQuery());
  const markRead = useMutation(markReadMutation(client));
  const markAll = useMutation(markAllReadMutation(client));
  const savePreferences = useMutation(savePreferencesMutation(client));
  const unread = latest.data?.unread ?? 0;

  const open = (item: NotificationItem) => {
    if (item.read_at === null) markRead.mutate(item.id);
    onClose();
    const target = noticeTarget(item, screens);
    if (target) void navigate(target);
  };

  let body: React.ReactNode;
  if (latest.isPending) {
    body = (
      <Flex justify="center" className="cr-pad" data-testid="notifications-loading">
        <Spin size="small" />
      </Flex>
    );
  } else if (latest.isError) {
    body = (
      <Flex vertical align="center" gap={8} className="cr-pad">
        <span className="cr-muted">{t('notifications.loadError')}</span>
        <Button size="small" onClick={() => void latest.refetch()}>
          {t('notifications.retry')}
        </Button>
      </Flex>
    );
  } else if (latest.data.results.length === 0) {
    body = (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description={t('notifications.empty')}
        data-testid="notifications-empty"
      />
    );
  } else {
    body = (
      <div className="cr-notice-list" role="list">
        {latest.data.results.map((item) => (
          <div role="listitem" key={item.id}>
            <NotificationRow item={item} onOpen={open} />
          </div>
        ))}
      </div>
    );
  }

  return (
    <div className="cr-popover-panel cr-notice-panel" data-testid="notifications-panel">
      <Flex align="center" justify="space-between" gap={8} className="cr-notice-head">
        <Flex vertical>
          <strong>{t('header.notifications')}</strong>
          <span className="cr-muted cr-small">
            {unread > 0 ? t('notifications.unreadCount', { count: unread }) : t('notifications.allRead')}
          </span>
        </Flex>
        <Button
          type="link"
          size="small"
          disabled={unread === 0}
          loading={markAll.isPending}
          onClick={() => markAll.mutate()}
          data-testid="notifications-read-all"
        >
          {t('notifications.markAllRead')}
        </Button>
      </Flex>
      {body}
      <Flex align="center" justify="space-between" gap={8} className="cr-notice-foot">
        <label htmlFor="notify-by-mail" className="cr-small">
          {t('notifications.byMail')}
        </label>
        <Switch
          id="notify-by-mail"
          size="small"
          checked={preferences.data?.notify_by_mail ?? false}
          disabled={preferences.isPending}
          loading={savePreferences.isPending}
          onChange={(checked) => savePreferences.mutate({ notify_by_mail: checked })}
          data-testid="notifications-by-mail"
        />
      </Flex>
    </div>
  );
}
