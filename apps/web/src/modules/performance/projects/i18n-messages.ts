import { PROJECT_MESSAGE_PAIR, TASK_DECISION_MESSAGES } from '@clockroom/contracts';
import { decisionTable, messageTexts } from '../../../platform/i18n/message-texts.ts';

/** The projects' server messages in English and French, by code and by text. */
export const projectMessageTexts = messageTexts(
  PROJECT_MESSAGE_PAIR,
  // The inbox kit's words are the projects' own texts: their French is found by the English.
  decisionTable('task_decisions', TASK_DECISION_MESSAGES, PROJECT_MESSAGE_PAIR),
);
