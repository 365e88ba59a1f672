import { translations } from '../../../platform/i18n/register.ts';

/** The sidebar labels ship with the route registry, before any leave page loads. */
export const leaveMenuTexts = translations(
  { 'menu.leave': 'Leave', 'menu.myLeave': 'My Leave' },
  { 'menu.leave': 'Congés', 'menu.myLeave': 'Mes congés' },
);
