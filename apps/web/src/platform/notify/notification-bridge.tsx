import { useEffect } from 'react';
import { App } from 'antd';
import { setNotificationInstance } from './notify.ts';

/** Hands antd's context-aware notification API to code that runs outside React (api client, caches). */
export function NotificationBridge() {
  const { notification } = App.useApp();
  useEffect(() => {
    setNotificationInstance(notification);
    return () => setNotificationInstance(null);
  }, [notification]);
  return null;
}
