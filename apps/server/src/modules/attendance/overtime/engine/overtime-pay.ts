/**
 * What a day's overtime is paid (issue 18 §3, ADR 36), in exact integer arithmetic: every figure is a
 * fraction of BigInts until the one rounding, half up to the kobo, of the record's amount. Nothing
 * here uses binary floating point for money.
 */

export type WorkType = 'duration' | 'clock';
export type PaymentType = 'fixed' | 'premium_pay';

/** The parts of an overtime rule the pay depends on. */
export interface PayTerms {
  useWorkShift: boolean;
  /** How `workSeconds` is read when the rule is not tied to the shift. */
  workType: WorkType | null;
  /** `work_time` in seconds: a length (`duration`) or a time of day (`clock`). */
  workSeconds: number | null;
  paymentType: PaymentType;
  /** `amount` as stored (numeric, two decimals): naira per hour, or the premium in percent. */
  amount: string;
}

/** What the hourly rate is made of, besides the rule. */
export interface PayBasis {
  /** The work rate's monthly base in kobo (custom charge, or the pay items' sum); null: none. */
  monthlyBaseKobo: number | null;
  /** The work rate's working days in the record's month; null when the month has none. */
  monthDays: number | null;
  /** Expected minutes of the employee's shift that date, or of their latest shift before; null: none known. */
  shiftMinutes: number | null;
}

export interface Pay {
  /** Rate of one overtime hour before any premium, in kobo, rounded half up (shown, not reused). */
  hourlyRateKobo: number | null;
  amountKobo: number;
}

const EIGHT_HOURS = 8 * 3600;

/** A non-negative decimal with at most two places (`'50'`, `'50.5'`, `'1250.00'`) in hundredths. */
export function hundredths(text: string): bigint {
  const m = /^\s*(\d+)(?:\.(\d{0,2})\d*)?\s*$/.exec(text);
  if (!m) throw new Error(`not a non-negative decimal: ${text}`);
  return BigInt(m[1] ?? '0') * 100n + BigInt((m[2] ?? '').padEnd(2, '0'));
}

/** n / d rounded half up (both positive, d not zero). */
export function roundHalfUp(n: bigint, d: bigint): bigint {
  return (2n * n + d) / (2n * d);
}

/**
 * The employee's normal day in seconds: the shift's expected length (that date's, or their latest
 * before it) when the rule follows the shift, 8 hours when no shift is known; `work_time` for
 * `duration`; 8 hours for `clock`.
 */
export function normalDailySeconds(terms: PayTerms, shiftMinutes: number | null): number {
  if (terms.useWorkShift) return shiftMinutes !== null && shiftMinutes > 0 ? shiftMinutes * 60 : EIGHT_HOURS;
  if (terms.workType === 'duration' && terms.workSeconds !== null) return terms.workSeconds;
  return EIGHT_HOURS;
}

/** What one minute of overtime pays, as an exact fraction of kobo, and the hourly rate shown. */
export interface PayRate {
  hourlyRateKobo: number | null;
  perMinute: { n: bigint; d: bigint } | null;
}

/**
 * `fixed`: `amount` naira for each overtime hour. `premium_pay`: the hourly rate, monthly base ÷
 * (the month's days × normal daily hours), times (1 + `amount` / 100) for each hour. Without a base
 * or days for the month, premium pay has no rate and pays 0. The same for every day with the same
 * rule and basis, so the service works it out once for all of them.
 */
export function payRate(terms: PayTerms, basis: PayBasis): PayRate {
  const amount = hundredths(terms.amount);
  // amount is naira with two places, so its hundredths are kobo per hour.
  if (terms.paymentType === 'fixed')
    return { hourlyRateKobo: Number(amount), perMinute: { n: amount, d: 60n } };
  const seconds = Math.floor(normalDailySeconds(terms, basis.shiftMinutes));
  const { monthlyBaseKobo: base, monthDays: days } = basis;
  if (base === null || days === null || days <= 0 || seconds <= 0)
    return { hourlyRateKobo: null, perMinute: null };
  // hourly = base × 3600 / (days × seconds); a minute = hourly / 60 × (10000 + pct) / 10000.
  const hourlyN = BigInt(base) * 3600n;
  const hourlyD = BigInt(days) * BigInt(seconds);
  return {
    hourlyRateKobo: Number(roundHalfUp(hourlyN, hourlyD)),
    perMinute: { n: hourlyN * (10_000n + amount), d: 60n * hourlyD * 10_000n },
  };
}

/** The pay of a day's minutes: the one rounding, half up to the kobo. */
export function payFor(rate: PayRate, minutes: number): Pay {
  const amountKobo = rate.perMinute
    ? Number(roundHalfUp(BigInt(minutes) * rate.perMinute.n, rate.perMinute.d))
    : 0;
  return { hourlyRateKobo: rate.hourlyRateKobo, amountKobo };
}

export function overtimePay(terms: PayTerms, minutes: number, basis: PayBasis): Pay {
  return payFor(payRate(terms, basis), minutes);
}
