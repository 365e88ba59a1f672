import { createElement } from 'react';
import type { NotificationInstance } from 'antd/es/notification/interface';
import { NOTIFY_ERROR_MS, NOTIFY_SUCCESS_MS } from '@clockroom/contracts';
import { i18n } from '../i18n/i18n.ts';
import { errorNotice } from './error-notice.ts';

let instance: NotificationInstance | null = null;

/** Called once by the bridge rendered inside antd's <App>, so notices follow the theme and locale. */
export function setNotificationInstance(next: NotificationInstance | null): void {
  instance = next;
}

const t = (text: string) => i18n.t(text);

export function notifyError(error: unknown): void {
  const { title, lines } = errorNotice(error);
  instance?.error({
    title: t(title),
    description: lines.length
      ? createElement(
          'div',
          { className: 'cr-notice-lines' },
          lines.map((line, i) => createElement('div', { key: i }, t(line))),
        )
      : undefined,
    duration: NOTIFY_ERROR_MS / 1000,
  });
}

export function notifySuccess(message: string): void {
  if (!message) return;
  instance?.success({ title: t(message), duration: NOTIFY_SUCCESS_MS / 1000 });
}

export function notifyInfo(message: string): void {
  instance?.info({ title: t(message), duration: NOTIFY_SUCCESS_MS / 1000 });
}
