/**
 * Exact arithmetic for payroll (ARCHITECTURE: money is exact; ADR 41): a fraction of two BigInts,
 * always reduced, with a positive denominator. Rates ('8', '2.5', '0.7500'), naira and kobo all go in
 * exactly; nothing is rounded until `roundHalfUp`, which each figure calls once, at the step its ADR
 * names (a component line, a statutory line, the month's PAYE).
 */
export class Exact {
  private constructor(
    readonly n: bigint,
    readonly d: bigint,
  ) {}

  static readonly ZERO = new Exact(0n, 1n);
  static readonly ONE = new Exact(1n, 1n);

  static of(n: bigint | number, d: bigint | number = 1n): Exact {
    let num = BigInt(n);
    let den = BigInt(d);
    if (den === 0n) throw new RangeError('division by zero');
    if (den < 0n) {
      num = -num;
      den = -den;
    }
    const g = gcd(num < 0n ? -num : num, den);
    return g > 1n ? new Exact(num / g, den / g) : new Exact(num, den);
  }

  /** A decimal text ('12', '-2.5', '0.0750') exactly; throws on anything else. */
  static decimal(text: string): Exact {
    const m = /^\s*([+-]?)(\d*)(?:\.(\d*))?\s*$/.exec(text);
    if (!m || (m[2] === '' && (m[3] ?? '') === '')) throw new RangeError(`not a decimal: ${text}`);
    const frac = m[3] ?? '';
    const digits = BigInt((m[2] || '0') + frac);
    return Exact.of(m[1] === '-' ? -digits : digits, 10n ** BigInt(frac.length));
  }

  /** A percent as a fraction: percent('8') is 8/100. */
  static percent(text: string): Exact {
    return Exact.decimal(text).div(Exact.of(100n));
  }

  add(o: Exact): Exact {
    return Exact.of(this.n * o.d + o.n * this.d, this.d * o.d);
  }
  sub(o: Exact): Exact {
    return Exact.of(this.n * o.d - o.n * this.d, this.d * o.d);
  }
  mul(o: Exact): Exact {
    return Exact.of(this.n * o.n, this.d * o.d);
  }
  div(o: Exact): Exact {
    if (o.n === 0n) throw new RangeError('division by zero');
    return Exact.of(this.n * o.d, this.d * o.n);
  }
  neg(): Exact {
    return Exact.of(-this.n, this.d);
  }
  cmp(o: Exact): -1 | 0 | 1 {
    const l = this.n * o.d;
    const r = o.n * this.d;
    return l < r ? -1 : l > r ? 1 : 0;
  }
  min(o: Exact): Exact {
    return this.cmp(o) <= 0 ? this : o;
  }
  max(o: Exact): Exact {
    return this.cmp(o) >= 0 ? this : o;
  }
  isZero(): boolean {
    return this.n === 0n;
  }
  isNegative(): boolean {
    return this.n < 0n;
  }

  /** The nearest integer, halves away from zero (0.5 → 1, −0.5 → −1): the one rounding step. */
  roundHalfUp(): bigint {
    const abs = this.n < 0n ? -this.n : this.n;
    const q = (2n * abs + this.d) / (2n * this.d);
    return this.n < 0n ? -q : q;
  }

  /** Rounded to `places` decimals, as text ('24500.00'), for display and tests. */
  toFixed(places: number): string {
    const scale = 10n ** BigInt(places);
    const v = this.mul(Exact.of(scale)).roundHalfUp();
    const neg = v < 0n;
    const s = (neg ? -v : v).toString().padStart(places + 1, '0');
    const body = places === 0 ? s : `${s.slice(0, -places)}.${s.slice(-places)}`;
    return neg ? `-${body}` : body;
  }
}

function gcd(a: bigint, b: bigint): bigint {
  while (b !== 0n) [a, b] = [b, a % b];
  return a === 0n ? 1n : a;
}
