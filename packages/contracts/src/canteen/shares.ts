/**
 * A meal's split between the employee and the company (issue 20, ADR 55), in whole kobo: the
 * employee's share is price × (100 − company %) ÷ 100, rounded half up to the kobo once; the company
 * pays the rest, so the two always add up to the price.
 */
export interface MealShares {
  employeeKobo: number;
  companyKobo: number;
}

/** `percent` has at most two decimals (the column's scale): counted in hundredths, never as a float. */
export function mealShares(priceKobo: number, companySharePercent: number | string): MealShares {
  const hundredths = Math.round(Number(companySharePercent) * 100);
  const paidByEmployee = BigInt(priceKobo) * BigInt(10_000 - hundredths);
  const employeeKobo = Number((paidByEmployee + 5_000n) / 10_000n);
  return { employeeKobo, companyKobo: priceKobo - employeeKobo };
}

/** Whole kobo as naira text with two decimals: 150050 → '1500.50' (never a binary float). */
export function koboText(kobo: number | bigint | string): string {
  const value = BigInt(kobo);
  const sign = value < 0n ? '-' : '';
  const abs = value < 0n ? -value : value;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}
