import { PAY_PACKAGE_MESSAGE_PAIR } from '@clockroom/contracts';
import { messageTexts } from '../../../platform/i18n/message-texts.ts';

/** The pay package server messages in English and French, by code (`pay_packages.<key>`) and by text. */
export const payPackageMessageTexts = messageTexts(PAY_PACKAGE_MESSAGE_PAIR);
