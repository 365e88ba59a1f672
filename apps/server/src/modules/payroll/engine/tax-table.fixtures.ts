import { NTA_2025_BANDS } from '../statutory/statutory-defaults.ts';
import type { TaxTable } from './statutory.ts';

/** Naira to kobo, as the payroll unit tests write their amounts. */
export const N = (naira: number) => BigInt(Math.round(naira * 100));

/**
 * The NTA 2025 tax table the payslip and variance unit tests compute with; one copy so both compute
 * on the same rates. Each test gives the id its own table map uses.
 */
export function ntaTable(id: number): TaxTable {
  return {
    id,
    regime: 'nta_2025',
    effectiveFrom: '2026-01-01',
    bands: NTA_2025_BANDS,
    rentReliefRate: '20',
    rentReliefCapKobo: N(500_000),
    craFixedKobo: 0n,
    craGrossRate: '0',
    craExtraRate: '0',
    minimumTaxRate: '0',
    minimumWageKobo: N(70_000),
    pensionEmployeeRate: '8',
    nhfRate: '2.5',
    nhisRate: '0',
  };
}
