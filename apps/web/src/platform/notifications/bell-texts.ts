import { translations } from '../i18n/register.ts';

/** The one text the bell itself needs; the panel's texts load with the panel (i18n.ts). */
export const bellTexts = translations(
  { 'notifications.bellLabel': 'Notifications, {{count}} unread' },
  { 'notifications.bellLabel': 'Notifications, {{count}} non lues' },
);
