import { translations } from '../../../platform/i18n/register.ts';

/** The sidebar labels of talent requisitions, job postings and the recruitment settings. */
export const recruitmentMenuTexts = translations(
  {
    'menu.talentRequests': 'Talent Requests',
    'menu.requestApprovals': 'Requisition Approvals',
    'menu.jobPostings': 'Job Postings',
    'menu.recruitmentSettings': 'Recruitment Settings',
  },
  {
    'menu.talentRequests': 'Demandes de talents',
    'menu.requestApprovals': 'Approbation des demandes',
    'menu.jobPostings': 'Offres d’emploi',
    'menu.recruitmentSettings': 'Paramètres du recrutement',
  },
);
