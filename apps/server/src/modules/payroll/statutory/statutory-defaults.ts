/**
 * The statutory defaults a company starts with (ADR 43): plain data, readable by the engine and the
 * tests; default-statutory.repository.ts writes them for a new company.
 */

/** One annual band: its width in kobo (null: everything above) and its rate in percent. */
export interface TaxBand {
  width_kobo: string | null;
  rate: string;
}

const naira = (n: number) => String(n * 100);

/**
 * PAYE under the Nigeria Tax Act 2025, from 1 January 2026 (issue 19, ADR 43): 0 % on the first
 * ₦800,000 of annual chargeable income, then 15, 18, 21, 23 and 25 %; rent relief 20 % of declared
 * annual rent capped at ₦500,000; no PAYE at or below the ₦70,000 monthly minimum wage.
 */
export const NTA_2025_BANDS: readonly TaxBand[] = [
  { width_kobo: naira(800_000), rate: '0' },
  { width_kobo: naira(2_200_000), rate: '15' },
  { width_kobo: naira(9_000_000), rate: '18' },
  { width_kobo: naira(13_000_000), rate: '21' },
  { width_kobo: naira(25_000_000), rate: '23' },
  { width_kobo: null, rate: '25' },
];

/** PITA (as amended 2011), for periods before 2026: 7, 11, 15, 19, 21 and 24 %. */
export const PITA_BANDS: readonly TaxBand[] = [
  { width_kobo: naira(300_000), rate: '7' },
  { width_kobo: naira(300_000), rate: '11' },
  { width_kobo: naira(500_000), rate: '15' },
  { width_kobo: naira(500_000), rate: '19' },
  { width_kobo: naira(1_600_000), rate: '21' },
  { width_kobo: null, rate: '24' },
];

export const DEFAULT_TAX_TABLES = [
  {
    name: 'PITA (as amended 2011)',
    regime: 'pita',
    effectiveFrom: '2011-01-01',
    bands: PITA_BANDS,
    craFixedKobo: 200_000 * 100,
    craGrossRate: '1',
    craExtraRate: '20',
    minimumTaxRate: '1',
    // The 2019 minimum wage (₦30,000); PITA exempted those earning it.
    minimumWageKobo: 30_000 * 100,
  },
  {
    name: 'Nigeria Tax Act 2025',
    regime: 'nta_2025',
    effectiveFrom: '2026-01-01',
    bands: NTA_2025_BANDS,
    rentReliefRate: '20',
    rentReliefCapKobo: 500_000 * 100,
    minimumWageKobo: 70_000 * 100,
  },
] as const;

/** Employer contributions: pension 10 % of pensionable pay, NSITF 1 % and ITF 1 % (5+ staff). */
export const DEFAULT_REMITTANCES = [
  { name: 'Pension (employer)', code: 'PENSION_EMPLOYER', rate: '10', base: 'pensionable', minHeadcount: 0 },
  { name: 'NSITF', code: 'NSITF', rate: '1', base: 'gross', minHeadcount: 0 },
  { name: 'ITF', code: 'ITF', rate: '1', base: 'gross', minHeadcount: 5 },
] as const;
