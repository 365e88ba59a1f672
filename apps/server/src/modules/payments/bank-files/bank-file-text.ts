/**
 * The pieces both bank file writers share: amounts from whole kobo as text, CSV quoting, and the
 * plain-ASCII cleaning bank portals need. Pure functions, no I/O.
 */

/** Whole kobo as naira text with two decimals and no separators ("150000.05"); never a float. */
export function koboText(kobo: bigint): string {
  const negative = kobo < 0n;
  const abs = negative ? -kobo : kobo;
  const naira = abs / 100n;
  const rest = abs % 100n;
  return `${negative ? '-' : ''}${naira}.${rest.toString().padStart(2, '0')}`;
}

/** A line's amount, checked: whole kobo, more than zero, exact in a JS number. */
export function lineKobo(amountKobo: number, reference: string): bigint {
  if (!Number.isSafeInteger(amountKobo) || amountKobo <= 0)
    throw new Error(`bank file line ${reference}: amountKobo must be a whole number of kobo above 0`);
  return BigInt(amountKobo);
}

/** RFC 4180: a field with a comma, a double quote or a line break is quoted, its quotes doubled. */
export function csvField(value: string): string {
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export const csvRecord = (fields: readonly string[]): string => `${fields.map(csvField).join(',')}\r\n`;

/**
 * Text a spreadsheet would run as a formula (=, +, -, @ first) gets a leading apostrophe, as the
 * platform's exports do: the generic file is meant to be opened in Excel.
 */
export function spreadsheetSafe(text: string): string {
  return /^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text) ? `'${text}` : text;
}

/**
 * Plain ASCII for a bank portal: accents folded (Adéwálé → Adewale), line breaks and controls made
 * spaces, anything else outside printable ASCII dropped, runs of spaces collapsed, and leading
 * formula characters removed (they mean nothing in a name or narration and portals reject them).
 */
export function portalText(text: string): string {
  return (
    text
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      // Any whitespace (tabs, line breaks) becomes a space; other controls and non-ASCII are dropped.
      .replace(/\s/g, ' ')
      .replace(/[^\u0020-\u007e]/g, '')
      .replace(/\s+/g, ' ')
      .trim()
      .replace(/^[=+\-@\s]+/, '')
  );
}

/** Digits only (account numbers, bank codes): spaces and dashes people type are dropped. */
export const digitsOnly = (text: string): string => text.replace(/\D/g, '');

/** At most `max` characters, cut on a character (never inside a surrogate pair) and re-trimmed. */
export function truncate(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max ? text : chars.slice(0, max).join('').trimEnd();
}

/** A file name's part: letters, digits and dashes only. */
export function fileNamePart(text: string): string {
  return (
    portalText(text)
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60) || 'schedule'
  );
}
