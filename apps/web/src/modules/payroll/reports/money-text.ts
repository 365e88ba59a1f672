import { useTranslation } from 'react-i18next';
import { formatMoney, formatNaira } from '@clockroom/contracts';

/**
 * Payroll money for a reader, exactly (the platform's writer reads it digit by digit, never as a
 * float): `₦1,234,567.89` in English, `1 234 567,89 ₦` in French. The payroll screens (dashboard,
 * reports, salary schedule, payment history, audit trail) all read money through here.
 */

/** Whole kobo → the reader's naira text. */
export const moneyText = (kobo: bigint | number, language: string): string =>
  formatMoney(kobo, 'naira', language);

/** The API's naira text ("225000.50") for the reader; anything else is shown as it came. */
export const nairaTextIn = (text: string, language: string): string => formatNaira(text, language);

/** Both writers in the screen's language. */
export function useMoneyText() {
  const { i18n } = useTranslation();
  const language = i18n.language;
  return {
    kobo: (value: bigint | number) => moneyText(value, language),
    naira: (text: string) => nairaTextIn(text, language),
  };
}
