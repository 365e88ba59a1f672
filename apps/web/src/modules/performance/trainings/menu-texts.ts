import { translations } from '../../../platform/i18n/register.ts';

/** The sidebar labels, loaded with the signed-in shell (app/navigation/menu-texts.ts). */
export const trainingMenuTexts = translations(
  {
    'menu.generalTraining': 'General Training',
    'menu.improvementPlans': 'Improvement Plans',
    'menu.planApprovals': 'Plan Approvals',
    'menu.trainingSettings': 'Training Settings',
    'menu.myTrainings': 'My Trainings',
    'menu.myImprovementPlans': 'My Improvement Plans',
  },
  {
    'menu.generalTraining': 'Formations',
    'menu.improvementPlans': 'Plans d’amélioration',
    'menu.planApprovals': 'Approbation des plans',
    'menu.trainingSettings': 'Paramètres des formations',
    'menu.myTrainings': 'Mes formations',
    'menu.myImprovementPlans': 'Mes plans d’amélioration',
  },
);
