import { translations } from '../../../platform/i18n/register.ts';

/** The sidebar labels, loaded with the signed-in shell (app/navigation/menu-texts.ts). */
export const shiftMenuTexts = translations(
  {
    'menu.workShifts': 'Work Shifts',
    'menu.scheduler': 'Scheduler',
    'menu.myShiftCalendar': 'Workshift Calendar',
  },
  {
    'menu.workShifts': 'Horaires de travail',
    'menu.scheduler': 'Planificateur',
    'menu.myShiftCalendar': 'Calendrier des horaires',
  },
);
