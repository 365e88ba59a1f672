import type { TaxBand } from '../statutory/statutory-defaults.ts';
import { Exact } from './exact.ts';

/**
 * The statutory engine (issue 19 "Statutory rules", ADR 43): PAYE under the Nigeria Tax Act 2025 or
 * PITA, employee pension, NHF and NHIS, and the employer remittances. Pure: every figure comes from a
 * versioned tax table or a remittance row, nothing is hard-coded. Sums stay exact (`Exact`) and each
 * figure a payslip shows is rounded once, half up, to the kobo, here and nowhere else.
 */

export interface TaxTable {
  id: number;
  regime: 'nta_2025' | 'pita';
  effectiveFrom: string;
  bands: readonly TaxBand[];
  rentReliefRate: string;
  rentReliefCapKobo: bigint;
  craFixedKobo: bigint;
  craGrossRate: string;
  craExtraRate: string;
  minimumTaxRate: string;
  minimumWageKobo: bigint;
  pensionEmployeeRate: string;
  nhfRate: string;
  nhisRate: string;
}

export interface Remittance {
  code: string;
  name: string;
  rate: string;
  base: 'gross' | 'pensionable' | 'basic';
  minHeadcount: number;
  enabled: boolean;
}

/**
 * The version in force on `day` (YYYY-MM-DD): the latest effective_from on or before it. A day before
 * every version takes the earliest one, so a history import of an old month still finds rules.
 */
export function taxTableFor(tables: readonly TaxTable[], day: string): TaxTable {
  const sorted = [...tables].sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
  let found = sorted[0];
  for (const t of sorted) if (t.effectiveFrom <= day) found = t;
  if (!found) throw new RangeError('no tax table');
  return found;
}

/** Tax on an annual chargeable income by the bands in order; a null width is everything above. */
export function bandTax(bands: readonly TaxBand[], chargeable: Exact): Exact {
  let rest = chargeable;
  let tax = Exact.ZERO;
  for (const band of bands) {
    if (rest.cmp(Exact.ZERO) <= 0) break;
    const slice = band.width_kobo === null ? rest : rest.min(Exact.of(BigInt(band.width_kobo)));
    tax = tax.add(slice.mul(Exact.percent(band.rate)));
    rest = rest.sub(slice);
  }
  return tax;
}

/** NTA 2025 rent relief: rentReliefRate % of the declared annual rent, at most the cap. */
export function rentRelief(table: TaxTable, annualRentKobo: bigint): Exact {
  const relief = Exact.percent(table.rentReliefRate).mul(Exact.of(annualRentKobo));
  return relief.min(Exact.of(table.rentReliefCapKobo));
}

/**
 * PITA's consolidated relief allowance on G, the gross less the eligible deductions (the published
 * example reliefs ₦936,000 on ₦4,000,000 with 8 % pension: 200,000 + 20 % of 3,680,000).
 */
export function consolidatedRelief(table: TaxTable, g: Exact): Exact {
  const higher = Exact.of(table.craFixedKobo).max(Exact.percent(table.craGrossRate).mul(g));
  return higher.add(Exact.percent(table.craExtraRate).mul(g));
}

/** Exact annual tax (unrounded) on an annual gross, eligible deductions and declared rent. */
export function annualTax(
  table: TaxTable,
  a: { grossKobo: Exact; eligibleDeductionsKobo: Exact; annualRentKobo: bigint },
): Exact {
  if (a.grossKobo.cmp(Exact.ZERO) <= 0) return Exact.ZERO;
  const g = a.grossKobo.sub(a.eligibleDeductionsKobo);
  if (table.regime === 'nta_2025') {
    const chargeable = g.sub(rentRelief(table, a.annualRentKobo));
    return chargeable.cmp(Exact.ZERO) <= 0 ? Exact.ZERO : bandTax(table.bands, chargeable);
  }
  const chargeable = g.sub(consolidatedRelief(table, g));
  const byBands = chargeable.cmp(Exact.ZERO) <= 0 ? Exact.ZERO : bandTax(table.bands, chargeable);
  // PITA s.33: where the band tax is lower than the minimum tax, the minimum tax is due.
  return byBands.max(Exact.percent(table.minimumTaxRate).mul(a.grossKobo));
}

/**
 * The month's PAYE by the year-to-date method (ADR 43): tax on the year-to-date chargeable income
 * annualised (× 12 / monthsElapsed; rent relief stays annual) × monthsElapsed / 12, less the PAYE
 * already deducted this year, rounded once half up to the kobo. `ytd*` include this month, and
 * monthsElapsed is how many months they cover, this one included (the run counts the employee's paid
 * months this year, so a raise, a prorated first month or an imported history is trued up).
 * - A month whose gross is at or below the minimum wage pays none (the exemption is the month's).
 * - A negative result (the year so far was over-deducted) is not refunded through payroll: the month
 *   pays 0 and the excess stays in payeBefore, so the following months absorb it.
 */
export function monthlyPaye(
  table: TaxTable,
  m: {
    monthsElapsed: number;
    ytdTaxableKobo: bigint;
    ytdEligibleDeductionsKobo: bigint;
    annualRentKobo: bigint;
    monthGrossKobo: bigint;
    payeBeforeKobo: bigint;
  },
): bigint {
  if (m.monthGrossKobo <= table.minimumWageKobo) return 0n;
  if (!Number.isInteger(m.monthsElapsed) || m.monthsElapsed < 1 || m.monthsElapsed > 12) {
    throw new RangeError(`monthsElapsed must be 1 to 12, not ${m.monthsElapsed}`);
  }
  const toYear = Exact.of(12n, BigInt(m.monthsElapsed));
  const tax = annualTax(table, {
    grossKobo: Exact.of(m.ytdTaxableKobo).mul(toYear),
    eligibleDeductionsKobo: Exact.of(m.ytdEligibleDeductionsKobo).mul(toYear),
    annualRentKobo: m.annualRentKobo,
  });
  const due = tax.div(toYear).sub(Exact.of(m.payeBeforeKobo)).roundHalfUp();
  return due > 0n ? due : 0n;
}

const percentOf = (rate: string, baseKobo: bigint): bigint =>
  Exact.percent(rate).mul(Exact.of(baseKobo)).roundHalfUp();

/** Employee pension (Pension Reform Act 2014): pensionEmployeeRate % of the pensionable pay. */
export function pensionEmployeeKobo(table: TaxTable, pensionableKobo: bigint): bigint {
  return percentOf(table.pensionEmployeeRate, pensionableKobo);
}

/** NHF (National Housing Fund Act): nhfRate % of basic, for employees with nhf_enabled. */
export function nhfKobo(table: TaxTable, basicKobo: bigint): bigint {
  return percentOf(table.nhfRate, basicKobo);
}

/** NHIS employee share: nhisRate % of basic (0 when the company does not deduct it). */
export function nhisKobo(table: TaxTable, basicKobo: bigint): bigint {
  return percentOf(table.nhisRate, basicKobo);
}

/**
 * An employer contribution on one employee's month: its rate on its base, or 0 when disabled or
 * when the company has fewer staff than it needs (ITF: 5).
 */
export function remittanceKobo(
  r: Remittance,
  bases: { grossKobo: bigint; pensionableKobo: bigint; basicKobo: bigint },
  headcount: number,
): bigint {
  if (!r.enabled || headcount < r.minHeadcount) return 0n;
  const base =
    r.base === 'gross' ? bases.grossKobo : r.base === 'pensionable' ? bases.pensionableKobo : bases.basicKobo;
  return percentOf(r.rate, base);
}
