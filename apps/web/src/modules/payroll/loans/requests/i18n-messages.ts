import {
  LOAN_REQUEST_DECISION_MESSAGES,
  LOAN_REQUEST_MESSAGES,
  LOAN_REQUEST_MESSAGES_FR,
  LOAN_REQUEST_MESSAGE_PARAMS,
} from '@clockroom/contracts';
import { frenchByEnglish, messageTable, messageTexts } from '../../../../platform/i18n/message-texts.ts';

/** The loan requests' server messages in both languages, by code (`loan_requests.<key>`) and by text. */
export const loanRequestMessageTexts = messageTexts(
  messageTable('loan_requests', LOAN_REQUEST_MESSAGES, LOAN_REQUEST_MESSAGES_FR, LOAN_REQUEST_MESSAGE_PARAMS),
  // The inbox kit's words are the requests' own texts: their French is found by the English.
  messageTable(
    'loan_request_decisions',
    LOAN_REQUEST_DECISION_MESSAGES,
    frenchByEnglish(LOAN_REQUEST_DECISION_MESSAGES, LOAN_REQUEST_MESSAGES, LOAN_REQUEST_MESSAGES_FR),
  ),
);
