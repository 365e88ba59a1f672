import { translations } from '../../../platform/i18n/register.ts';

/** The sidebar labels ship with the route registry, before any structure page loads. */
export const structureMenuTexts = translations(
  { 'menu.branches': 'Branches', 'menu.departments': 'Departments', 'menu.teams': 'Teams' },
  { 'menu.branches': 'Agences', 'menu.departments': 'Départements', 'menu.teams': 'Équipes' },
);
