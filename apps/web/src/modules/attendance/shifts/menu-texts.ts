import { translations } from '../../../platform/i18n/register.ts';

/** The sidebar labels ship with the route registry, before any shift page loads. */
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
