import { PROJECT_MESSAGES, PROJECT_MESSAGES_FR } from '@clockroom/contracts';
import { messageTable, messageTexts } from '../../../platform/i18n/message-texts.ts';

/** The projects' server messages in English and French, by code and by text. */
export const projectMessageTexts = messageTexts(messageTable('projects', PROJECT_MESSAGES, PROJECT_MESSAGES_FR));
