import { translations } from '../../../platform/i18n/register.ts';

/** The sidebar labels ship with the route registry, before any overtime page loads. */
export const overtimeMenuTexts = translations(
  { 'menu.overtime': 'Overtime', 'menu.myOvertime': 'My Overtime' },
  { 'menu.overtime': 'Heures supplémentaires', 'menu.myOvertime': 'Mes heures supplémentaires' },
);
