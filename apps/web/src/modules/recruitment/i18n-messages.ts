import {
  APPLICATION_MESSAGE_PAIR,
  HIRING_MESSAGES,
  HIRING_MESSAGES_FR,
  INTERVIEW_MESSAGE_PAIR,
  JOB_BOARD_MESSAGE_PAIR,
  POSTING_MESSAGE_PAIR,
  RECRUITER_MESSAGE_PAIR,
  REQUISITION_MESSAGE_PAIR,
} from '@clockroom/contracts';
import { messageTable, messageTexts } from '../../platform/i18n/message-texts.ts';

/**
 * Recruitment's server messages in English and French, by code and by text: requests, postings, job
 * boards and recruiters, then candidates, interviews and hiring. One table for the module, as its
 * screens cross (a posting's page lists candidates, hiring fills a request).
 */
export const recruitmentMessageTexts = messageTexts(
  REQUISITION_MESSAGE_PAIR,
  POSTING_MESSAGE_PAIR,
  JOB_BOARD_MESSAGE_PAIR,
  RECRUITER_MESSAGE_PAIR,
  APPLICATION_MESSAGE_PAIR,
  INTERVIEW_MESSAGE_PAIR,
  messageTable('hiring', HIRING_MESSAGES, HIRING_MESSAGES_FR),
);
