import { createElement } from 'react';
import { NOTIFY_ERROR_MS, NOTIFY_SUCCESS_MS } from '@clockroom/contracts';
import { i18n } from '../i18n/i18n.ts';
import { translateServerMessage, type ServerMessage } from '../i18n/server-message.ts';
import { errorNotice } from './error-notice.ts';

type NotificationApi = (typeof import('antd/es/notification'))['default'];

let api: Promise<NotificationApi> | null = null;

/**
 * antd's notification code is fetched the first time something is announced, not on every page load
 * (the /login budget). Its look follows the theme through ConfigProvider.config({ holderRender }).
 */
function notifications(): Promise<NotificationApi> {
  api ??= import('antd/es/notification').then(({ default: notification }) => {
    // Top centre, just under the app header: at the top right a notice covered the page header's
    // actions (Edit, Archive) and at the bottom right a form's Save button, for its 4.5 s, just when
    // the next click goes there (and hovering pauses its timer). The middle of the page header holds
    // no control.
    notification.config({ placement: 'top', top: 72, maxCount: 4 });
    return notification;
  });
  return api;
}

const t = (text: string) => i18n.t(text);

export function notifyError(error: unknown): void {
  const { title, lines } = errorNotice(error);
  void notifications().then((n) =>
    n.error({
      title: t(title),
      description: lines.length
        ? createElement(
            'div',
            { className: 'cr-notice-lines' },
            lines.map((line, i) => createElement('div', { key: i }, t(line))),
          )
        : undefined,
      duration: NOTIFY_ERROR_MS / 1000,
    }),
  );
}

/** A server's answer (by its code) or a text of the app's own (by its key). */
export function notifySuccess(message: string | ServerMessage): void {
  const title = typeof message === 'string' ? t(message) : translateServerMessage(message);
  if (!title) return;
  void notifications().then((n) => n.success({ title, duration: NOTIFY_SUCCESS_MS / 1000 }));
}
