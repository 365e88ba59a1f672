import {
  AUDIT_TRAIL_MESSAGES,
  AUDIT_TRAIL_MESSAGES_FR,
  BATCH_GROUP_MESSAGE_PAIR,
  HISTORY_UPLOAD_MESSAGE_PAIR,
} from '@clockroom/contracts';
import { messageTable, messageTexts } from '../../../platform/i18n/message-texts.ts';

/**
 * The audit trail's, payment history's and batch groups' server messages in English and French, by
 * code and by English text: a stored upload's row problems are English texts, read back in the
 * reader's language.
 */
export const payrollAdminMessageTexts = messageTexts(
  messageTable('payroll_audit_trail', AUDIT_TRAIL_MESSAGES, AUDIT_TRAIL_MESSAGES_FR),
  HISTORY_UPLOAD_MESSAGE_PAIR,
  BATCH_GROUP_MESSAGE_PAIR,
);
