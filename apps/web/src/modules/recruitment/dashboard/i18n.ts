import { RECRUITMENT_DASHBOARD_MESSAGES, RECRUITMENT_DASHBOARD_MESSAGES_FR } from '@clockroom/contracts';
import { translations } from '../../../platform/i18n/register.ts';
import { messageTable, messageTexts } from '../../../platform/i18n/message-texts.ts';
import '../tracking/i18n.ts';

export const recruitmentDashboardMessageTexts = messageTexts(
  messageTable('recruitment_dashboard', RECRUITMENT_DASHBOARD_MESSAGES, RECRUITMENT_DASHBOARD_MESSAGES_FR),
);

/** The recruitment dashboard (issue 24), English and French. */
export const recruitmentDashboardTexts = translations(
  {
    'rd.title': 'Recruitment',
    'rd.subtitle': 'Open roles, the pipeline, time to hire and where candidates come from.',
    'rd.period': 'Applied between',
    'rd.periodShown': 'Applications from {{from}} to {{to}}',
    'rd.openPostings': 'Open postings',
    'rd.openPositions': 'Places to fill',
    'rd.hires': 'Hires',
    'rd.avgDays': 'Average days to hire',
    'rd.upcoming': 'Upcoming interviews',
    'rd.funnel': 'Pipeline by stage',
    'rd.noApplications': 'No application in this period.',
    'rd.sources': 'Where candidates come from',
    'rd.sourceHired': '{{source}}: {{count}} applied, {{hired}} hired',
    'rd.timeToHire': 'Time to hire',
    'rd.average': 'Average',
    'rd.median': 'Median',
    'rd.days': '{{count}} days',
    'rd.noHires': 'No one was hired in this period.',
    'rd.openRoles': 'Open roles',
    'rd.noRoles': 'No posting is open right now.',
    'rd.applications': '{{count}} application(s)',
    'rd.closes': 'Closes {{date}}',
    'rd.noClosing': 'No closing date',
  },
  {
    'rd.title': 'Recrutement',
    'rd.subtitle': 'Postes ouverts, pipeline, délai d’embauche et provenance des candidats.',
    'rd.period': 'Candidatures entre',
    'rd.periodShown': 'Candidatures du {{from}} au {{to}}',
    'rd.openPostings': 'Offres ouvertes',
    'rd.openPositions': 'Postes à pourvoir',
    'rd.hires': 'Embauches',
    'rd.avgDays': 'Délai moyen d’embauche (jours)',
    'rd.upcoming': 'Entretiens à venir',
    'rd.funnel': 'Pipeline par étape',
    'rd.noApplications': 'Aucune candidature sur cette période.',
    'rd.sources': 'Provenance des candidats',
    'rd.sourceHired': '{{source}} : {{count}} candidatures, {{hired}} embauches',
    'rd.timeToHire': 'Délai d’embauche',
    'rd.average': 'Moyenne',
    'rd.median': 'Médiane',
    'rd.days': '{{count}} jours',
    'rd.noHires': 'Personne n’a été embauché sur cette période.',
    'rd.openRoles': 'Postes ouverts',
    'rd.noRoles': 'Aucune offre n’est ouverte en ce moment.',
    'rd.applications': '{{count}} candidature(s)',
    'rd.closes': 'Clôture le {{date}}',
    'rd.noClosing': 'Sans date de clôture',
  },
);
