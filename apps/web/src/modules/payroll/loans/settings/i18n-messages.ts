import {
  LOAN_APPROVER_MESSAGES,
  LOAN_APPROVER_MESSAGES_FR,
  LOAN_CAP_MESSAGE_PAIR,
  LOAN_TYPE_MESSAGE_PAIR,
} from '@clockroom/contracts';
import { messageTable, messageTexts } from '../../../../platform/i18n/message-texts.ts';

/** The loan settings' server messages in English and French, by code and by text. */
export const loanSettingsMessageTexts = messageTexts(
  LOAN_TYPE_MESSAGE_PAIR,
  LOAN_CAP_MESSAGE_PAIR,
  messageTable('loan_approvers', LOAN_APPROVER_MESSAGES, LOAN_APPROVER_MESSAGES_FR),
);
