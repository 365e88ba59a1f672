import { translations } from '../../../platform/i18n/register.ts';

/** The sidebar labels, loaded with the signed-in shell (app/navigation/menu-texts.ts). */
export const surveyMenuTexts = translations(
  {
    'menu.surveys': 'Feedback Surveys',
    'menu.feedbackLog': 'Feedback Log',
    'menu.surveySettings': 'Survey Settings',
    'menu.feedbackReport': 'Feedback Report',
    'menu.mySurveys': 'My Surveys',
    'menu.myAnswers': 'My Survey Answers',
  },
  {
    'menu.surveys': 'Enquêtes',
    'menu.feedbackLog': 'Journal des avis',
    'menu.surveySettings': 'Paramètres des enquêtes',
    'menu.feedbackReport': 'Rapport des enquêtes',
    'menu.mySurveys': 'Mes enquêtes',
    'menu.myAnswers': 'Mes réponses aux enquêtes',
  },
);
