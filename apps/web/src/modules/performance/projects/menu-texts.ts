import { translations } from '../../../platform/i18n/register.ts';

/** The sidebar labels, loaded with the signed-in shell (app/navigation/menu-texts.ts). */
export const projectMenuTexts = translations(
  {
    'menu.taskBoard': 'Task Board',
    'menu.allProjects': 'All Projects',
    'menu.taskSettings': 'Task Settings',
  },
  {
    'menu.taskBoard': 'Tableau des tâches',
    'menu.allProjects': 'Tous les projets',
    'menu.taskSettings': 'Paramètres des tâches',
  },
);
