import { translations } from '../../../platform/i18n/register.ts';

/** The sidebar labels ship with the route registry, before any mobile clock page loads. */
export const mobileClockMenuTexts = translations(
  { 'menu.mobileClocks': 'Mobile Clocks', 'menu.myMobileClocks': 'My Mobile Clocks' },
  { 'menu.mobileClocks': 'Pointages mobiles', 'menu.myMobileClocks': 'Mes pointages mobiles' },
);
