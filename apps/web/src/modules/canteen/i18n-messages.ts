import { CANTEEN_MESSAGES, CANTEEN_MESSAGES_FR } from '@clockroom/contracts';
import { translations } from '../../platform/i18n/register.ts';

/**
 * The canteen's server messages in both languages, by code (`canteen.<key>`, ADR 32) and by English
 * text (the form's own checks show the same words): the French sits in contracts beside the English.
 */
const en: Record<string, string> = {};
const fr: Record<string, string> = {};
for (const key of Object.keys(CANTEEN_MESSAGES) as (keyof typeof CANTEEN_MESSAGES)[]) {
  en[`canteen.${key}`] = CANTEEN_MESSAGES[key];
  fr[`canteen.${key}`] = CANTEEN_MESSAGES_FR[key];
  en[CANTEEN_MESSAGES[key]] = CANTEEN_MESSAGES[key];
  fr[CANTEEN_MESSAGES[key]] = CANTEEN_MESSAGES_FR[key];
}
export const canteenMessageTexts = translations(en, fr);
