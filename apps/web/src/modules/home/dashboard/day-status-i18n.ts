import { translations } from '../../../platform/i18n/register.ts';

/** The welcome card's day-off, holiday and leave lines, in English and French. */
export const DAY_STATUS_TEXTS = translations(
  {
    'home.today.dayOff': 'Today is a day off.',
    'home.today.publicHoliday': 'Today is a public holiday ({{name}}).',
    'home.today.onLeave': 'You are on leave today.',
    'home.today.nextShift': 'Your next shift starts on {{day}} {{date}} at {{time}}.',
  },
  {
    'home.today.dayOff': 'Aujourd’hui est un jour de repos.',
    'home.today.publicHoliday': 'Aujourd’hui est un jour férié ({{name}}).',
    'home.today.onLeave': 'Vous êtes en congé aujourd’hui.',
    'home.today.nextShift': 'Votre prochain poste commence le {{day}} {{date}} à {{time}}.',
  },
);
