import { translations } from '../../../platform/i18n/register.ts';

/** The sidebar labels, loaded with the signed-in shell (app/navigation/menu-texts.ts). */
export const appraisalMenuTexts = translations(
  {
    'menu.appraisalGroups': 'Appraisals',
    'menu.myAppraisal': 'My Appraisal',
    'menu.appraise': 'Appraise',
    'menu.appraisalHistory': 'Appraisal History',
    'menu.appraisalApprovals': 'Appraisal Approvals',
    'menu.appraisal': 'Appraisal',
  },
  {
    'menu.appraisalGroups': 'Évaluations',
    'menu.myAppraisal': 'Mon évaluation',
    'menu.appraise': 'Évaluer',
    'menu.appraisalHistory': 'Historique des évaluations',
    'menu.appraisalApprovals': 'Approbation des évaluations',
    'menu.appraisal': 'Évaluations',
  },
);
