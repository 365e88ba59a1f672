import {
  APPLICATION_MESSAGES,
  APPLICATION_MESSAGES_FR,
  HIRING_MESSAGES,
  HIRING_MESSAGES_FR,
  INTERVIEW_MESSAGES,
  INTERVIEW_MESSAGES_FR,
  JOB_BOARD_MESSAGES,
  JOB_BOARD_MESSAGES_FR,
  POSTING_MESSAGES,
  POSTING_MESSAGES_FR,
  RECRUITER_MESSAGES,
  RECRUITER_MESSAGES_FR,
  REQUISITION_MESSAGES,
  REQUISITION_MESSAGES_FR,
} from '@clockroom/contracts';
import { messageTable, messageTexts } from '../../platform/i18n/message-texts.ts';

/**
 * Recruitment's server messages in English and French, by code and by text: requests, postings, job
 * boards and recruiters, then candidates, interviews and hiring. One table for the module, as its
 * screens cross (a posting's page lists candidates, hiring fills a request).
 */
export const recruitmentMessageTexts = messageTexts(
  messageTable('job_requests', REQUISITION_MESSAGES, REQUISITION_MESSAGES_FR),
  messageTable('job_postings', POSTING_MESSAGES, POSTING_MESSAGES_FR),
  messageTable('job_boards', JOB_BOARD_MESSAGES, JOB_BOARD_MESSAGES_FR),
  messageTable('recruiters', RECRUITER_MESSAGES, RECRUITER_MESSAGES_FR),
  messageTable('job_applications', APPLICATION_MESSAGES, APPLICATION_MESSAGES_FR),
  messageTable('interviews', INTERVIEW_MESSAGES, INTERVIEW_MESSAGES_FR),
  messageTable('hiring', HIRING_MESSAGES, HIRING_MESSAGES_FR),
);
