/**
 * Phones as every module stores, reads and shows them: `<country code>-<number>` (spec 2 §5).
 */

/** Phone inputs default to Nigeria (spec 2 §5). */
export const DEFAULT_PHONE_COUNTRY_CODE = '234';

/** A phone as sent: `<country code>-<number>`, 1–4 code digits and 4–14 number digits. */
export const PHONE_PATTERN = /^\+?(\d{1,4})-0*(\d{4,14})$/;

export function formatPhone(countryCode: string | number, number: string): string {
  const code = String(countryCode).replace(/\D/g, '') || DEFAULT_PHONE_COUNTRY_CODE;
  const digits = number.replace(/\D/g, '').replace(/^0+/, '');
  return digits ? `${code}-${digits}` : '';
}

/** Splits a stored phone back into the two inputs; a value without a hyphen keeps the default code. */
export function splitPhone(value: string | null | undefined): { countryCode: string; number: string } {
  if (!value) return { countryCode: DEFAULT_PHONE_COUNTRY_CODE, number: '' };
  const [, countryCode, number] = /^\+?(\d{1,4})-(\d*)$/.exec(value.trim()) ?? [];
  if (countryCode !== undefined && number !== undefined) return { countryCode, number };
  return { countryCode: DEFAULT_PHONE_COUNTRY_CODE, number: value.replace(/\D/g, '').replace(/^0+/, '') };
}

/**
 * A stored phone as people read it, the one format of every screen: `+234 803 123 4567` (a
 * ten-digit national number in 3-3-4 groups, others in one block). Empty stays empty.
 */
export function displayPhone(value: string | null | undefined): string {
  if (!value) return '';
  const { countryCode, number } = splitPhone(value);
  const grouped = /^(\d{3})(\d{3})(\d{4})$/.exec(number);
  return `+${countryCode} ${grouped ? `${grouped[1]} ${grouped[2]} ${grouped[3]}` : number}`;
}
