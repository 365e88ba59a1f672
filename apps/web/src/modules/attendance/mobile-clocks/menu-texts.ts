import { translations } from '../../../platform/i18n/register.ts';

/** The sidebar labels, loaded with the signed-in shell (app/navigation/menu-texts.ts). */
export const mobileClockMenuTexts = translations(
  { 'menu.mobileClocks': 'Mobile Clocks', 'menu.myMobileClocks': 'My Mobile Clocks' },
  { 'menu.mobileClocks': 'Pointages mobiles', 'menu.myMobileClocks': 'Mes pointages mobiles' },
);
