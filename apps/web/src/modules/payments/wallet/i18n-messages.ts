import { PAYMENT_PROVIDER_MESSAGE_PAIR, PAYMENT_WALLET_MESSAGE_PAIR } from '@clockroom/contracts';
import { messageTexts } from '../../../platform/i18n/message-texts.ts';

/** The wallet's and the provider's server messages in English and French, by code and by text. */
export const walletMessageTexts = messageTexts(PAYMENT_WALLET_MESSAGE_PAIR, PAYMENT_PROVIDER_MESSAGE_PAIR);
