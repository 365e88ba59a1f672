/**
 * The form's preview of a loan's monthly instalment and total (ADR 52), computed as the server's
 * schedule does (loans/repayment-schedule.ts): exact fractions of kobo, each figure rounded half up
 * once; flat spreads principal × rate × tenure ÷ 12 evenly, reducing balance uses the annuity
 * instalment with each month's interest on what is still owed. The saved request's figures are the
 * server's; this only shows them before saving.
 */

interface Fraction {
  n: bigint;
  d: bigint;
}

const frac = (n: bigint, d = 1n): Fraction => ({ n, d });
const mul = (a: Fraction, b: Fraction): Fraction => frac(a.n * b.n, a.d * b.d);
const add = (a: Fraction, b: Fraction): Fraction => frac(a.n * b.d + b.n * a.d, a.d * b.d);
const sub = (a: Fraction, b: Fraction): Fraction => frac(a.n * b.d - b.n * a.d, a.d * b.d);
const div = (a: Fraction, b: Fraction): Fraction => frac(a.n * b.d, a.d * b.n);
/** Half up, for the non-negative amounts a schedule holds. */
const round = (a: Fraction): bigint => (2n * a.n + a.d) / (2n * a.d);

/** '12' or '7.5' (percent a year) as a fraction, or null when it is not a rate. */
function percent(rate: string): Fraction | null {
  const m = /^\s*(\d{1,3})(?:\.(\d{1,4}))?\s*$/.exec(rate);
  if (!m) return null;
  const decimals = m[2] ?? '';
  return frac(BigInt(`${m[1]}${decimals}`), 100n * 10n ** BigInt(decimals.length));
}

/** Naira text ('600000', '1500.5') as kobo, or null. */
export function toKobo(naira: string | number | null | undefined): bigint | null {
  const m = /^\s*(\d{1,12})(?:\.(\d{1,2}))?\s*$/.exec(String(naira ?? '').replace(/,/g, ''));
  return m ? BigInt(m[1] ?? '0') * 100n + BigInt((m[2] ?? '').padEnd(2, '0')) : null;
}

export interface InstalmentPreview {
  monthlyKobo: bigint;
  totalKobo: bigint;
  interestKobo: bigint;
}

export function previewInstalment(
  principalKobo: bigint,
  annualRate: string,
  tenureMonths: number,
  interestType: 'flat' | 'reducing',
): InstalmentPreview | null {
  const yearly = percent(annualRate);
  if (
    !yearly ||
    principalKobo <= 0n ||
    !Number.isInteger(tenureMonths) ||
    tenureMonths < 1 ||
    tenureMonths > 600
  )
    return null;
  const monthly = div(yearly, frac(12n));
  const n = BigInt(tenureMonths);
  if (interestType === 'flat') {
    const interest = round(mul(mul(frac(principalKobo), monthly), frac(n)));
    const each = round(frac(principalKobo, n)) + round(frac(interest, n));
    return { monthlyKobo: each, totalKobo: principalKobo + interest, interestKobo: interest };
  }
  let instalment: bigint;
  if (monthly.n === 0n) instalment = round(frac(principalKobo, n));
  else {
    const factor = add(frac(1n), monthly);
    let growth = frac(1n);
    for (let i = 0; i < tenureMonths; i++) growth = mul(growth, factor);
    instalment = round(div(mul(mul(frac(principalKobo), monthly), growth), sub(growth, frac(1n))));
  }
  let owed = principalKobo;
  let interestTotal = 0n;
  for (let i = 0; i < tenureMonths; i++) {
    const interest = round(mul(frac(owed), monthly));
    const principal =
      i === tenureMonths - 1 ? owed : instalment - interest < owed ? instalment - interest : owed;
    owed -= principal;
    interestTotal += interest;
  }
  return { monthlyKobo: instalment, totalKobo: principalKobo + interestTotal, interestKobo: interestTotal };
}
