import { translations } from '../../../platform/i18n/register.ts';

/** The sidebar labels of candidate tracking and the recruitment dashboard (app/navigation/menu-texts.ts). */
export const trackingMenuTexts = translations(
  {
    'menu.recruitmentDashboard': 'Dashboard',
    'menu.candidateDatabase': 'Candidate Database',
    'menu.interviewList': 'Interview List',
    'menu.hiredCandidates': 'Hired Candidates',
  },
  {
    'menu.recruitmentDashboard': 'Tableau de bord',
    'menu.candidateDatabase': 'Base de candidats',
    'menu.interviewList': 'Liste des entretiens',
    'menu.hiredCandidates': 'Candidats embauchés',
  },
);
