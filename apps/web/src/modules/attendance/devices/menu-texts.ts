import { translations } from '../../../platform/i18n/register.ts';

/** The sidebar labels, loaded with the signed-in shell (app/navigation/menu-texts.ts). */
export const deviceMenuTexts = translations(
  { 'menu.devices': 'Devices', 'menu.synchronize': 'Synchronise Devices' },
  { 'menu.devices': 'Pointeuses', 'menu.synchronize': 'Synchroniser les pointeuses' },
);
