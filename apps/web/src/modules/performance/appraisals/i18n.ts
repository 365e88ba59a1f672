import { APPRAISAL_MESSAGES, APPRAISAL_MESSAGES_FR } from '@clockroom/contracts';
import { messageTable, messageTexts } from '../../../platform/i18n/message-texts.ts';

/**
 * The appraisals' server messages in English and French, by code and by text (issue 22, ADR 64).
 * The appraisal screens add their own texts here when they are built.
 */
export const appraisalMessageTexts = messageTexts(messageTable('appraisals', APPRAISAL_MESSAGES, APPRAISAL_MESSAGES_FR));
