import { PROJECT_MESSAGES, PROJECT_MESSAGES_FR, TASK_DECISION_MESSAGES } from '@clockroom/contracts';
import { frenchByEnglish, messageTable, messageTexts } from '../../../platform/i18n/message-texts.ts';

/** The projects' server messages in English and French, by code and by text. */
export const projectMessageTexts = messageTexts(
  messageTable('projects', PROJECT_MESSAGES, PROJECT_MESSAGES_FR),
  // The inbox kit's words are the projects' own texts: their French is found by the English.
  messageTable(
    'task_decisions',
    TASK_DECISION_MESSAGES,
    frenchByEnglish(TASK_DECISION_MESSAGES, PROJECT_MESSAGES, PROJECT_MESSAGES_FR),
  ),
);
