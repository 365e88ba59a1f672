import { koboToNaira, rateText, type StatutoryDeduction, type TaxBandView } from '@clockroom/contracts';
import type { TaxBand } from './statutory-defaults.ts';
import type { TaxTableRow } from './statutory-deductions.repository.ts';

/**
 * How versions relate (ADR 43): a month is governed by the latest version in force on its first day,
 * or by the earliest one when it precedes them all (engine/statutory.ts taxTableFor). A write may not
 * change which version governs a confirmed month, nor the rules of one that governs any.
 */

export interface Version {
  id: number;
  effectiveFrom: string;
}
export interface Confirmed {
  /** Confirmed months, 'YYYY-MM-01'. */
  months: readonly string[];
  /** Versions confirmed rows name (tax_table_id). */
  tableIds: ReadonlySet<number>;
}

/** The version governing a month's first day; undefined when there is none. */
export function governing(versions: readonly Version[], month: string): number | undefined {
  const sorted = [...versions].sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
  let found = sorted[0]?.id;
  for (const v of sorted) if (v.effectiveFrom <= month) found = v.id;
  return found;
}

/** Whether version `id` governs a confirmed month (by date or as named by a confirmed row). */
export function isLocked(versions: readonly Version[], id: number, confirmed: Confirmed): boolean {
  return confirmed.tableIds.has(id) || confirmed.months.some((m) => governing(versions, m) === id);
}

/** The day before a YYYY-MM-DD. */
function dayBefore(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - 1);
  return d.toISOString().slice(0, 10);
}

const naira = (kobo: number | string | bigint) => koboToNaira(Number(kobo));

/** Bands as answers show them: from, up to, width in naira, and the rate. */
export function bandViews(bands: readonly TaxBand[]): TaxBandView[] {
  let from = 0n;
  return bands.map((b) => {
    const width = b.width_kobo === null ? null : BigInt(b.width_kobo);
    const view = {
      from: naira(from),
      up_to: width === null ? null : naira(from + width),
      width: width === null ? null : naira(width),
      rate: rateText(b.rate),
    };
    if (width !== null) from += width;
    return view;
  });
}

/** Every version as the API answers it, oldest first; `today` decides which one is current. */
export function versionViews(
  rows: readonly TaxTableRow[],
  confirmed: Confirmed,
  today: string,
): StatutoryDeduction[] {
  const sorted = [...rows].sort((a, b) => a.effectiveFrom.localeCompare(b.effectiveFrom));
  const current = governing(sorted, today);
  return sorted.map((row, i) => {
    const next = sorted[i + 1];
    return {
      id: row.id,
      name: row.name,
      regime: row.regime === 'pita' ? 'pita' : 'nta_2025',
      effective_from: row.effectiveFrom,
      effective_to: next ? dayBefore(next.effectiveFrom) : null,
      bands: bandViews(row.bands as TaxBand[]),
      rent_relief_rate: rateText(row.rentReliefRate),
      rent_relief_cap: naira(row.rentReliefCapKobo),
      cra_fixed: naira(row.craFixedKobo),
      cra_gross_rate: rateText(row.craGrossRate),
      cra_extra_rate: rateText(row.craExtraRate),
      minimum_tax_rate: rateText(row.minimumTaxRate),
      minimum_wage: naira(row.minimumWageKobo),
      pension_employee_rate: rateText(row.pensionEmployeeRate),
      nhf_rate: rateText(row.nhfRate),
      nhis_rate: rateText(row.nhisRate),
      current: row.id === current,
      locked: isLocked(sorted, row.id, confirmed),
    };
  });
}
