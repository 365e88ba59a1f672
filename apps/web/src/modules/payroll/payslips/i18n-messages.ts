import { PAYSLIP_MESSAGE_PAIR } from '@clockroom/contracts';
import { messageTexts } from '../../../platform/i18n/message-texts.ts';

/** The payslip server messages in English and French (the French sits in contracts). */
export const payslipMessageTexts = messageTexts(PAYSLIP_MESSAGE_PAIR);
