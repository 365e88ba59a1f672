import { PAY_PACKAGE_MESSAGES, PAY_PACKAGE_MESSAGES_FR } from '@clockroom/contracts';
import { messageTable, messageTexts } from '../../../platform/i18n/message-texts.ts';

/** The pay package server messages in English and French, by code (`pay_packages.<key>`) and by text. */
export const payPackageMessageTexts = messageTexts(
  messageTable('pay_packages', PAY_PACKAGE_MESSAGES, PAY_PACKAGE_MESSAGES_FR, { inUse: ['count'] }),
);
