import { rateText, type WorkedExample } from '@clockroom/contracts';
import { Exact } from '../engine/exact.ts';
import {
  annualTax,
  consolidatedRelief,
  pensionEmployeeKobo,
  rentRelief,
  type TaxTable,
} from '../engine/statutory.ts';

/**
 * The tax a version takes on a chosen year's pay, band by band (the statutory deduction view's worked
 * example). The total is the engine's own `annualTax`, so the screen shows what payroll deducts; the
 * steps beside it retrace the same rules for the reader. Amounts are shown to the kobo, half up.
 */

const naira = (kobo: Exact) => kobo.div(Exact.of(100n)).toFixed(2);
const ZERO = Exact.ZERO;

export function workedExample(
  table: TaxTable,
  q: { grossKobo: bigint; rentKobo: bigint; pensionableKobo: bigint },
): WorkedExample {
  const gross = Exact.of(q.grossKobo);
  const pension = Exact.of(pensionEmployeeKobo(table, q.pensionableKobo));
  const g = gross.sub(pension);
  const nta = table.regime === 'nta_2025';
  const relief = nta ? rentRelief(table, q.rentKobo) : ZERO;
  const cra = nta ? ZERO : consolidatedRelief(table, g);
  const chargeable = g.sub(relief).sub(cra).max(ZERO);

  let from = ZERO;
  let bandTax = ZERO;
  const bands = table.bands.map((band) => {
    const width = band.width_kobo === null ? null : Exact.of(BigInt(band.width_kobo));
    const end = width === null ? null : from.add(width);
    const taxed = (end === null ? chargeable : chargeable.min(end)).sub(from).max(ZERO);
    const tax = taxed.mul(Exact.percent(band.rate));
    bandTax = bandTax.add(tax);
    const view = {
      from: naira(from),
      up_to: end === null ? null : naira(end),
      rate: rateText(band.rate),
      taxed: naira(taxed),
      tax: naira(tax),
    };
    if (end !== null) from = end;
    return view;
  });

  const minimumTax = nta ? ZERO : Exact.percent(table.minimumTaxRate).mul(gross);
  const exempt = gross.div(Exact.of(12n)).cmp(Exact.of(table.minimumWageKobo)) <= 0;
  const annual = exempt
    ? ZERO
    : annualTax(table, { grossKobo: gross, eligibleDeductionsKobo: pension, annualRentKobo: q.rentKobo });
  const rate = gross.isZero() ? ZERO : annual.div(gross).mul(Exact.of(100n));
  return {
    regime: table.regime,
    annual_gross: naira(gross),
    pension: naira(pension),
    rent_relief: naira(relief),
    consolidated_relief: naira(cra),
    chargeable: naira(chargeable),
    bands,
    band_tax: naira(bandTax),
    minimum_tax: naira(minimumTax),
    minimum_wage_exempt: exempt,
    annual_tax: naira(annual),
    monthly_tax: naira(annual.div(Exact.of(12n))),
    effective_rate: rate.toFixed(2),
  };
}
