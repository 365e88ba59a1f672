import { CURRENCIES, DEFAULT_CURRENCY, type Currency } from '@clockroom/contracts';

/** A company's currency as the API spells it, falling back to naira (spec 1 §9). */
export function toCurrency(value: string | null | undefined): Currency {
  const v = (value ?? '').trim().toLowerCase();
  return (CURRENCIES as readonly string[]).includes(v) ? (v as Currency) : DEFAULT_CURRENCY;
}
