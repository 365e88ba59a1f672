import { translations } from '../../platform/i18n/register.ts';

/** The sidebar labels, loaded with the signed-in shell (app/navigation/menu-texts.ts). */
export const canteenMenuTexts = translations(
  {
    'menu.canteenDashboard': 'Dashboard',
    'menu.canteenPlans': 'Meal Plans',
    'menu.canteenPoints': 'Canteen Points',
    'menu.myMeals': 'My Meals',
  },
  {
    'menu.canteenDashboard': 'Tableau de bord',
    'menu.canteenPlans': 'Formules de repas',
    'menu.canteenPoints': 'Points cantine',
    'menu.myMeals': 'Mes repas',
  },
);
