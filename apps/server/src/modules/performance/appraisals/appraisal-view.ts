import type {
  Appraisable,
  AppraisalGeneral,
  AppraisalGrade,
  AppraisalSummary,
  Rating,
  Scorecard,
} from '@clockroom/contracts';
import type { Tx } from '../../../platform/db/database.ts';
import * as settings from './appraisal-settings.repository.ts';
import { finalScore, formatScore, gradeOf, sideScore, type Fraction } from './appraisal-scores.ts';
import { memberStatus } from './appraisal-rules.ts';
import * as repo from './appraisals.repository.ts';

/**
 * How a member's appraisal reads (ADR 64), and to whom. Scores are computed from the submitted
 * ratings each time (fixed when the group ends). The employee sees the appraiser's side (ratings,
 * score, final score and grade) only once both sides are submitted; others see a side once it is
 * submitted, and each rater their own drafts.
 */

export interface ReadContext {
  groups: Map<number, repo.GroupRow>;
  cards: Map<number, Scorecard>;
  settings: Map<number, AppraisalGeneral>;
  grades: AppraisalGrade[];
  ratings: repo.RatingRow[];
}

export async function loadReadContext(
  tx: Tx,
  companyId: number,
  members: repo.MemberRow[],
): Promise<ReadContext> {
  const groupIds = [...new Set(members.map((m) => m.group_id))];
  const groups = groupIds.length ? await repo.listGroups(tx, companyId, groupIds) : [];
  const cardIds = [...new Set(groups.map((g) => g.scorecard_id))];
  return {
    groups: new Map(groups.map((g) => [g.id, g])),
    cards: new Map(
      (cardIds.length ? await settings.listScorecards(tx, companyId, cardIds) : []).map((c) => [c.id, c]),
    ),
    settings: new Map((await settings.listGeneral(tx, companyId)).map((s) => [s.id, s])),
    grades: await settings.listGrades(tx, companyId),
    ratings: await repo.ratingsOf(
      tx,
      companyId,
      members.map((m) => m.id),
    ),
  };
}

const ratingsFor = (c: ReadContext, id: number, side: 'self' | 'appraiser'): Rating[] =>
  c.ratings
    .filter((r) => r.appraisal_id === id && r.side === side)
    .map((r) => ({ kpi_id: r.kpi_id, score: r.score, comment: r.comment }));

/** A side's exact score from its ratings, when submitted. */
function side(
  c: ReadContext,
  m: repo.MemberRow,
  which: 'self' | 'appraiser',
  card: Scorecard | undefined,
): Fraction | null {
  const submitted = which === 'self' ? m.self_submitted_at : m.appraiser_submitted_at;
  if (!submitted || !card) return null;
  return sideScore(card, new Map(ratingsFor(c, m.id, which).map((r) => [r.kpi_id, r.score])));
}

/** The member's scores as exact values and two-decimal text (final and grade fixed once ended). */
export function scoresOf(c: ReadContext, m: repo.MemberRow) {
  const g = c.groups.get(m.group_id);
  const card = g ? c.cards.get(g.scorecard_id) : undefined;
  const weights = g ? c.settings.get(g.general_setting_id) : undefined;
  const self = side(c, m, 'self', card);
  const appraiser = side(c, m, 'appraiser', card);
  let final: string | null = m.frozen_score;
  let grade: string | null = m.frozen_grade;
  if (g?.stored !== 'ended' && self && appraiser && weights) {
    final = formatScore(finalScore(self, appraiser, weights.self_appraisal_weight, weights.appraiser_weight));
    grade = gradeOf(final, c.grades);
  }
  return {
    self_score: self ? formatScore(self) : null,
    appraiser_score: appraiser ? formatScore(appraiser) : null,
    final_score: final,
    final_grade: grade,
  };
}

/** Whether the reader is the appraised employee, who waits for both sides. */
const bothIn = (m: repo.MemberRow) => m.self_submitted_at !== null && m.appraiser_submitted_at !== null;

export function summarize(c: ReadContext, m: repo.MemberRow, viewerEmployeeId: number): AppraisalSummary {
  const g = c.groups.get(m.group_id);
  const s = scoresOf(c, m);
  const hideAppraiser = viewerEmployeeId === m.employee_id && !bothIn(m);
  return {
    id: m.id,
    group_id: m.group_id,
    group_name: g?.name ?? '',
    period: g?.period ?? '',
    due_date: g?.due_date ?? '',
    employee_id: m.employee_id,
    employee_name: m.employee_name,
    department_name: m.department_name,
    appraiser_id: m.appraiser_id,
    appraiser_name: m.appraiser_name,
    status: memberStatus(g?.stored ?? 'initiated', m.member),
    self_submitted_at: m.self_submitted_at,
    appraiser_submitted_at: m.appraiser_submitted_at,
    self_score: s.self_score,
    appraiser_score: hideAppraiser ? null : s.appraiser_score,
    final_score: hideAppraiser ? null : s.final_score,
    final_grade: hideAppraiser ? null : s.final_grade,
    rejection_reason: m.rejection_reason,
  };
}

/** One appraisal with its scorecard and the ratings this reader may see. */
export function appraisable(c: ReadContext, m: repo.MemberRow, viewerEmployeeId: number): Appraisable {
  const g = c.groups.get(m.group_id);
  const card = g ? c.cards.get(g.scorecard_id) : undefined;
  if (!card) throw new Error(`appraisal ${m.id} has no scorecard`);
  const isEmployee = viewerEmployeeId === m.employee_id;
  const isAppraiser = viewerEmployeeId === m.appraiser_id;
  const selfVisible = isEmployee || m.self_submitted_at !== null;
  const appraiserVisible = isEmployee ? bothIn(m) : isAppraiser || m.appraiser_submitted_at !== null;
  return {
    ...summarize(c, m, viewerEmployeeId),
    scorecard: card,
    self_ratings: selfVisible ? ratingsFor(c, m.id, 'self') : [],
    appraiser_ratings: appraiserVisible ? ratingsFor(c, m.id, 'appraiser') : [],
  };
}
