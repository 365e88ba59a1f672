import { LOAN_REQUEST_DECISION_MESSAGES, LOAN_REQUEST_MESSAGE_PAIR } from '@clockroom/contracts';
import { decisionTable, messageTexts } from '../../../../platform/i18n/message-texts.ts';

/** The loan requests' server messages in both languages, by code (`loan_requests.<key>`) and by text. */
export const loanRequestMessageTexts = messageTexts(
  LOAN_REQUEST_MESSAGE_PAIR,
  // The inbox kit's words are the requests' own texts: their French is found by the English.
  decisionTable('loan_request_decisions', LOAN_REQUEST_DECISION_MESSAGES, LOAN_REQUEST_MESSAGE_PAIR),
);
