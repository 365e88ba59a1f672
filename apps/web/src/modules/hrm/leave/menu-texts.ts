import { translations } from '../../../platform/i18n/register.ts';

/** The sidebar labels, loaded with the signed-in shell (app/navigation/menu-texts.ts). */
export const leaveMenuTexts = translations(
  { 'menu.leave': 'Leave', 'menu.myLeave': 'My Leave' },
  { 'menu.leave': 'Congés', 'menu.myLeave': 'Mes congés' },
);
