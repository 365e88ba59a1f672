import {
  LOAN_APPROVER_MESSAGES,
  LOAN_APPROVER_MESSAGES_FR,
  LOAN_CAP_MESSAGES,
  LOAN_CAP_MESSAGES_FR,
  LOAN_TYPE_MESSAGES,
  LOAN_TYPE_MESSAGES_FR,
} from '@clockroom/contracts';
import { messageTable, messageTexts } from '../../../../platform/i18n/message-texts.ts';

/** The loan settings' server messages in English and French, by code and by text. */
export const loanSettingsMessageTexts = messageTexts(
  messageTable('loan_types', LOAN_TYPE_MESSAGES, LOAN_TYPE_MESSAGES_FR, { inUse: ['names'] }),
  messageTable('loan_caps', LOAN_CAP_MESSAGES, LOAN_CAP_MESSAGES_FR),
  messageTable('loan_approvers', LOAN_APPROVER_MESSAGES, LOAN_APPROVER_MESSAGES_FR),
);
