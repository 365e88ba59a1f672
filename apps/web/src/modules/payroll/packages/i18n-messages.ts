import { PAY_PACKAGE_MESSAGES, PAY_PACKAGE_MESSAGES_FR } from '@clockroom/contracts';
import { translations } from '../../../platform/i18n/register.ts';

type Table = Record<string, string | ((...args: never[]) => string)>;

/** A parameterised message's template: its parameters as {{markers}} (ADR 32). */
const template = (text: Table[string], params: readonly string[]) =>
  typeof text === 'string' ? text : (text as (...a: string[]) => string)(...params.map((p) => `{{${p}}}`));

const PARAMS: Partial<Record<keyof typeof PAY_PACKAGE_MESSAGES, readonly string[]>> = { inUse: ['count'] };

/**
 * The pay package server messages in English and French, by code (`pay_packages.<key>`, ADR 32) and by
 * English text (the forms' own checks show the same words): the French sits in contracts.
 */
function bundle() {
  const en: Record<string, string> = {};
  const fr: Record<string, string> = {};
  for (const key of Object.keys(PAY_PACKAGE_MESSAGES) as (keyof typeof PAY_PACKAGE_MESSAGES)[]) {
    const text = template(PAY_PACKAGE_MESSAGES[key], PARAMS[key] ?? []);
    en[`pay_packages.${key}`] = text;
    fr[`pay_packages.${key}`] = PAY_PACKAGE_MESSAGES_FR[key];
    en[text] = text;
    fr[text] = PAY_PACKAGE_MESSAGES_FR[key];
  }
  return { en, fr };
}

const { en, fr } = bundle();
export const payPackageMessageTexts = translations(en, fr);
