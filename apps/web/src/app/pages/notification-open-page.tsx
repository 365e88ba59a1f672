import { useEffect, useRef } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { markReadMutation } from '../../platform/notifications/api.ts';
import { noticeTarget } from '../../platform/notifications/notice-target.ts';
import { notifyError } from '../../platform/notify/notify.ts';
import { defaultHomePath } from '../../platform/routing/active-view.ts';
import { useSession } from '../../platform/session/session-store.ts';
import { PageLoading } from '../../platform/ui/page-loading.tsx';
import { NOTIFICATION_SCREENS } from '../header/notification-screens.ts';

const route = getRouteApi('/authed/notifications/$id');

/**
 * Where a notification's mail links (/notifications/{id}): it is marked read and the reader goes on
 * to the screen of its kind, as from the bell; one that is not theirs says so and goes home.
 */
export default function NotificationOpenPage() {
  const { id } = route.useParams();
  const navigate = useNavigate();
  const client = useQueryClient();
  const user = useSession((s) => s.user);
  const markRead = useMutation(markReadMutation(client));
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current) return;
    opened.current = true;
    const home = { to: defaultHomePath(user), replace: true };
    markRead.mutate(Number(id), {
      onSuccess: ({ data }) => {
        const target = noticeTarget(data, NOTIFICATION_SCREENS);
        void navigate(target ? { ...target, replace: true } : home);
      },
      onError: (error) => {
        notifyError(error);
        void navigate(home);
      },
    });
  }, [id, markRead, navigate, user]);
  return <PageLoading fullScreen />;
}
