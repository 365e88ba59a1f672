import { translations } from '../../../platform/i18n/register.ts';

/** The sidebar labels, loaded with the signed-in shell (app/navigation/menu-texts.ts). */
export const structureMenuTexts = translations(
  { 'menu.branches': 'Branches', 'menu.departments': 'Departments', 'menu.teams': 'Teams' },
  { 'menu.branches': 'Agences', 'menu.departments': 'Départements', 'menu.teams': 'Équipes' },
);
