/**
 * Card checks shared by the payment form and the sandbox provider, so the screen refuses exactly what
 * the server would.
 */

/** Card numbers are typed in groups; spaces and dashes are only presentation. */
export function normalizeCardNumber(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The Luhn checksum every card scheme uses; catches a mistyped digit before any charge is tried. */
export function passesLuhn(cardNumber: string): boolean {
  const digits = normalizeCardNumber(cardNumber);
  if (!/^\d{12,19}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

export const CARD_EXPIRY_PATTERN = /^(0[1-9]|1[0-2])\/(\d{2})$/;

/** MM/YY → month and four-digit year, or null when the text is not a card expiry. */
export function parseCardExpiry(expiry: string): { month: number; year: number } | null {
  const m = CARD_EXPIRY_PATTERN.exec(expiry.trim());
  if (!m) return null;
  return { month: Number(m[1]), year: 2000 + Number(m[2]) };
}

/** A card is valid through the last day of its expiry month, so only earlier months are past. */
export function cardExpired(expiry: { month: number; year: number }, now: Date = new Date()): boolean {
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return expiry.year * 12 + (expiry.month - 1) < thisMonth;
}

export const CVV_PATTERN = /^\d{3,4}$/;
