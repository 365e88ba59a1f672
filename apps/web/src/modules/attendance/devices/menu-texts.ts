import { translations } from '../../../platform/i18n/register.ts';

/** The sidebar labels ship with the route registry, before any device page loads. */
export const deviceMenuTexts = translations(
  { 'menu.devices': 'Devices', 'menu.synchronize': 'Synchronise Devices' },
  { 'menu.devices': 'Pointeuses', 'menu.synchronize': 'Synchroniser les pointeuses' },
);
