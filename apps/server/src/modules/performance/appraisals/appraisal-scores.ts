/**
 * Appraisal scores (issue 22 "Scores", ADR 64), pure and exact. A KPI's score is its percentage of
 * the scale ((score − min) ÷ (max − min) × 100), weighted within its section, the sections weighted
 * into one side's score; the final score is (self × self weight + appraiser × appraiser weight) ÷ 100.
 * Every step is a fraction of integers (bigint), so nothing is rounded until the end: half up, to
 * two decimals, once.
 */

export interface Fraction {
  n: bigint;
  d: bigint;
}

export interface ScoreKpi {
  id: number;
  weight: number;
}
export interface ScoreSection {
  weight: number;
  kpis: ScoreKpi[];
}
export interface ScoreCard {
  sections: ScoreSection[];
  rating_scale: { min: number; max: number };
}
export interface GradeBand {
  name: string;
  min_score: number;
  max_score: number;
}

/**
 * One side's score as an exact fraction of 100, or null while a KPI is unrated:
 * Σ section weight × KPI weight × (score − min) ÷ (100 × (max − min)).
 */
export function sideScore(card: ScoreCard, scores: ReadonlyMap<number, number>): Fraction | null {
  const { min, max } = card.rating_scale;
  let n = 0n;
  for (const section of card.sections)
    for (const kpi of section.kpis) {
      const s = scores.get(kpi.id);
      if (s === undefined) return null;
      n += BigInt(section.weight) * BigInt(kpi.weight) * BigInt(s - min);
    }
  return { n, d: 100n * BigInt(max - min) };
}

/** (self × selfWeight + appraiser × appraiserWeight) ÷ 100, still exact. */
export function finalScore(
  self: Fraction,
  appraiser: Fraction,
  selfWeight: number,
  appraiserWeight: number,
): Fraction {
  return {
    n: self.n * appraiser.d * BigInt(selfWeight) + appraiser.n * self.d * BigInt(appraiserWeight),
    d: self.d * appraiser.d * 100n,
  };
}

/** Hundredths, rounded half up (scores are never negative). */
export function toCents(f: Fraction): bigint {
  return (f.n * 200n + f.d) / (2n * f.d);
}

/** "78.45": two decimals, rounded half up once. */
export function formatScore(f: Fraction): string {
  const cents = toCents(f);
  const whole = cents / 100n;
  const part = cents % 100n;
  return `${whole}.${part.toString().padStart(2, '0')}`;
}

/**
 * The band a (rounded) score falls in: min_score ≤ score < max_score + 1 (100 included at the top),
 * so 84.50 is in a 70–84 band, not in 85–100. A score in no band has no grade.
 */
export function gradeOf(score: string, bands: readonly GradeBand[]): string | null {
  const cents = Math.round(Number(score) * 100);
  const band = bands.find(
    (b) =>
      cents >= b.min_score * 100 &&
      (cents < (b.max_score + 1) * 100 || (b.max_score === 100 && cents <= 10000)),
  );
  return band?.name ?? null;
}

/** Every KPI of a scorecard, in order, with its id. */
export const kpisOf = (card: ScoreCard): ScoreKpi[] => card.sections.flatMap((s) => s.kpis);

/** The difference of two two-decimal scores, as two decimals ("-3.25"). */
export function scoreGap(from: string, to: string): string {
  const cents = Math.round(Number(to) * 100) - Math.round(Number(from) * 100);
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The mean of two-decimal scores, rounded half up, or null for none. */
export function averageScore(scores: readonly string[]): string | null {
  if (scores.length === 0) return null;
  const total = scores.reduce((s, x) => s + BigInt(Math.round(Number(x) * 100)), 0n);
  return formatScore({ n: total, d: BigInt(scores.length) * 100n });
}
