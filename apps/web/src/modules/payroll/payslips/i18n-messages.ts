import { PAYSLIP_MESSAGES, PAYSLIP_MESSAGES_FR } from '@clockroom/contracts';
import { messageTable, messageTexts } from '../../../platform/i18n/message-texts.ts';

/** The payslip server messages in English and French (the French sits in contracts). */
export const payslipMessageTexts = messageTexts(
  messageTable('payslips', PAYSLIP_MESSAGES, PAYSLIP_MESSAGES_FR, { noPayslip: ['month', 'year'] }),
);
