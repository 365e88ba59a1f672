import { APPLICATION_MESSAGES, APPLICATION_MESSAGES_FR } from './applications-messages.ts';
import { INTERVIEW_MESSAGES, INTERVIEW_MESSAGES_FR } from './interviews-messages.ts';
import { HIRING_MESSAGES, HIRING_MESSAGES_FR } from './hiring.ts';
import {
  RECRUITMENT_DASHBOARD_MESSAGES,
  RECRUITMENT_DASHBOARD_MESSAGES_FR,
} from './recruitment-dashboard.ts';

/**
 * The candidate half's message tables by namespace (issue 24, ADR 67), spread into the catalogue
 * (message-catalogue.ts); their French by the same namespaces, for the web's translations.
 */
export const RECRUITMENT_CANDIDATE_MESSAGE_TABLES = {
  job_applications: APPLICATION_MESSAGES,
  interviews: INTERVIEW_MESSAGES,
  hiring: HIRING_MESSAGES,
  recruitment_dashboard: RECRUITMENT_DASHBOARD_MESSAGES,
} as const;

export const RECRUITMENT_CANDIDATE_MESSAGE_TABLES_FR = {
  job_applications: APPLICATION_MESSAGES_FR,
  interviews: INTERVIEW_MESSAGES_FR,
  hiring: HIRING_MESSAGES_FR,
  recruitment_dashboard: RECRUITMENT_DASHBOARD_MESSAGES_FR,
} as const;
