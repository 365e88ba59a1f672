import { describe, expect, it } from 'vitest';
import {
  appraisalGeneralInputSchema,
  appraisalGradeInputSchema,
  scorecardInputSchema,
} from '@clockroom/contracts';
import { APPRAISAL_MESSAGES as M } from '@clockroom/contracts';
import {
  averageScore,
  finalScore,
  formatScore,
  gradeOf,
  scoreGap,
  sideScore,
  type ScoreCard,
} from './appraisal-scores.ts';
import { afterSubmit, groupStatus, memberStatus, ratingRefusal } from './appraisal-rules.ts';
import { DEFAULT_GRADES } from './default-grades.ts';

/** Two sections, five KPIs, a 1–5 scale (the issue's hand-computed scorecard). */
const card: ScoreCard = {
  rating_scale: { min: 1, max: 5 },
  sections: [
    {
      weight: 60,
      kpis: [
        { id: 1, weight: 50 },
        { id: 2, weight: 30 },
        { id: 3, weight: 20 },
      ],
    },
    {
      weight: 40,
      kpis: [
        { id: 4, weight: 70 },
        { id: 5, weight: 30 },
      ],
    },
  ],
};
const rated = (...s: number[]) => new Map(s.map((v, i) => [i + 1, v]));

describe('appraisal scores', () => {
  it('weights KPIs within sections and sections into each side, then the sides into the final score', () => {
    // Self 4,3,5,2,4 → 75,50,100,25,75 % → A 72.5, B 40 → 0.6×72.5 + 0.4×40 = 59.5
    const self = sideScore(card, rated(4, 3, 5, 2, 4));
    // Appraiser 5,4,4,3,3 → 100,75,75,50,50 % → A 87.5, B 50 → 52.5 + 20 = 72.5
    const appraiser = sideScore(card, rated(5, 4, 4, 3, 3));
    if (!self || !appraiser) throw new Error('unrated');
    expect(formatScore(self)).toBe('59.50');
    expect(formatScore(appraiser)).toBe('72.50');
    // (59.5 × 30 + 72.5 × 70) ÷ 100 = 68.6 → Meets
    const final = formatScore(finalScore(self, appraiser, 30, 70));
    expect(final).toBe('68.60');
    expect(gradeOf(final, DEFAULT_GRADES)).toBe('Meets');
    expect(gradeOf(formatScore(finalScore(self, appraiser, 0, 100)), DEFAULT_GRADES)).toBe('Exceeds');
  });

  it('rounds half up once, at the end, with no float drift', () => {
    expect(formatScore({ n: 1005n, d: 1000n })).toBe('1.01');
    expect(formatScore({ n: 68605n, d: 1000n })).toBe('68.61');
    expect(formatScore({ n: 2n, d: 3n })).toBe('0.67');
    expect(formatScore({ n: 1n, d: 3n })).toBe('0.33');
    // A 1–4 scale gives thirds: self 2 on one KPI = 33.33…%, kept exact into the final score.
    const thirds: ScoreCard = {
      rating_scale: { min: 1, max: 4 },
      sections: [{ weight: 100, kpis: [{ id: 1, weight: 100 }] }],
    };
    const a = sideScore(thirds, rated(2));
    const b = sideScore(thirds, rated(3));
    if (!a || !b) throw new Error('unrated');
    // (33.333… × 50 + 66.666… × 50) ÷ 100 = 50 exactly
    expect(formatScore(finalScore(a, b, 50, 50))).toBe('50.00');
    // 33.333… × 25 + 66.666… × 75 = 58.333… → 58.33
    expect(formatScore(finalScore(a, b, 25, 75))).toBe('58.33');
    expect(sideScore(card, rated(4, 3))).toBeNull();
  });

  it('finds the band a score falls in, the gaps between bands included', () => {
    expect(gradeOf('100.00', DEFAULT_GRADES)).toBe('Outstanding');
    expect(gradeOf('85.00', DEFAULT_GRADES)).toBe('Outstanding');
    expect(gradeOf('84.99', DEFAULT_GRADES)).toBe('Exceeds');
    expect(gradeOf('29.50', DEFAULT_GRADES)).toBe('Unsatisfactory');
    expect(gradeOf('0.00', DEFAULT_GRADES)).toBe('Unsatisfactory');
    expect(gradeOf('40.00', [{ name: 'High', min_score: 50, max_score: 100 }])).toBeNull();
    expect(scoreGap('59.50', '72.50')).toBe('13.00');
    expect(scoreGap('72.50', '59.25')).toBe('-13.25');
    expect(averageScore(['68.60', '70.01'])).toBe('69.31');
    expect(averageScore([])).toBeNull();
  });
});

describe('the appraisal cycle', () => {
  it('reads a group’s status from its members', () => {
    expect(groupStatus('draft', [])).toBe('draft');
    expect(groupStatus('initiated', ['initiated', 'in_review'])).toBe('initiated');
    expect(groupStatus('initiated', ['in_review', 'approved'])).toBe('in_review');
    expect(groupStatus('initiated', ['approved', 'approved'])).toBe('approved');
    expect(groupStatus('initiated', ['approved', 'rejected'])).toBe('rejected');
    expect(groupStatus('ended', ['initiated'])).toBe('ended');
    expect(memberStatus('ended', 'approved')).toBe('ended');
  });

  it('lets each side rate while open and not submitted, and sends a rejection back to the appraiser', () => {
    expect(ratingRefusal('draft', 'initiated', 'self', false)).toBe('not-open');
    expect(ratingRefusal('initiated', 'initiated', 'self', false)).toBeNull();
    expect(ratingRefusal('initiated', 'initiated', 'self', true)).toBe('already-submitted');
    expect(ratingRefusal('initiated', 'in_review', 'appraiser', false)).toBe('not-open');
    expect(ratingRefusal('initiated', 'rejected', 'appraiser', false)).toBeNull();
    expect(ratingRefusal('initiated', 'rejected', 'self', false)).toBe('already-submitted');
    expect(ratingRefusal('ended', 'initiated', 'appraiser', false)).toBe('not-open');
    expect(afterSubmit(true, false, 'initiated')).toBe('initiated');
    expect(afterSubmit(true, true, 'rejected')).toBe('in_review');
  });
});

describe('the weight checks', () => {
  const kpi = (weight: number) => ({ name: 'Sales', weight });
  it('wants sections and each section’s KPIs to sum to 100, and the two weights too', () => {
    const bad = scorecardInputSchema.safeParse({
      name: 'Sales',
      rating_scale: { min: 1, max: 5 },
      sections: [
        { name: 'Results', weight: 60, kpis: [kpi(50), kpi(40)] },
        { name: 'Behaviour', weight: 30, kpis: [kpi(100)] },
      ],
    });
    const messages = bad.success ? [] : bad.error.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    expect(messages).toEqual([
      `sections:${M.sectionWeightsNotHundred}`,
      `sections.0.kpis:${M.kpiWeightsNotHundred}`,
    ]);
    const general = appraisalGeneralInputSchema.safeParse({
      name: '2026',
      year: 2026,
      self_appraisal_weight: 40,
      appraiser_weight: 50,
      appraisalPeriods: [
        { name: 'H1', start_date: '2026-01-01', end_date: '2026-06-30' },
        { name: 'H2', start_date: '2026-06-30', end_date: '2027-01-31' },
      ],
    });
    const g = general.success ? [] : general.error.issues.map((i) => i.message);
    expect(g).toEqual(expect.arrayContaining([M.weightsNotHundred, M.periodsOverlap, M.periodOutsideYear]));
    const grade = appraisalGradeInputSchema.safeParse({ name: 'Top', min_score: 90, max_score: 80 });
    expect(grade.success ? [] : grade.error.issues.map((i) => i.message)).toEqual([M.maxBelowMin]);
  });
});
