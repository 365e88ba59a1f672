import {
  PAYMENT_PROVIDER_MESSAGES,
  PAYMENT_PROVIDER_MESSAGES_FR,
  PAYMENT_WALLET_MESSAGES,
  PAYMENT_WALLET_MESSAGES_FR,
} from '@clockroom/contracts';
import { messageTable, messageTexts } from '../../../platform/i18n/message-texts.ts';

/** The wallet's and the provider's server messages in English and French, by code and by text. */
export const walletMessageTexts = messageTexts(
  messageTable('payment_wallet', PAYMENT_WALLET_MESSAGES, PAYMENT_WALLET_MESSAGES_FR),
  messageTable('payment_provider', PAYMENT_PROVIDER_MESSAGES, PAYMENT_PROVIDER_MESSAGES_FR),
);
