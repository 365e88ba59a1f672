import { useMatches } from '@tanstack/react-router';
import type { LinkTarget } from '../../../platform/routing/resource-routes.ts';

/**
 * Where each kind of appraisal screen lives in one tree (admin performance, admin HRM, ESS HRM, ESS
 * performance): the same page components open in every tree and link within it. `$id` stands for the
 * record's id. A tree without a screen of a kind leaves it out, and its pages show no link to it.
 */
export interface AppraisalLinks {
  groups?: string;
  create?: string;
  group?: string;
  edit?: string;
  /** A member's appraisal as HR reads it from a group. */
  member?: string;
  mine: string;
  selfView: string;
  selfRate: string;
  appraise: string;
  rate: string;
  rateView: string;
  approvals: string;
  /** The approval's view: with `$id` in its path, or read from `?id=` (view-appraisal-approval). */
  approval: string;
  history?: string;
  historyView?: string;
}

/**
 * What a screen shows: whose side it reads (`self`: the employee's own, via self-appraisable; `appraiser`:
 * as appraiser, approver or HR; `auto`: the employee's own when it is theirs), and whether it opens on
 * the rating form while the reader may still rate, on the read-only view, or as an approver deciding.
 */
export interface AppraisalScreen {
  side: 'self' | 'appraiser' | 'auto';
  mode: 'rate' | 'view' | 'approval';
  links: AppraisalLinks;
  /** The tree's tabs above the lists: All Appraisal, My Appraisal, Appraise (HRM) or the two of ESS. */
  tabs?: 'hrm' | 'ess';
}

declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    appraisal?: AppraisalScreen;
  }
}

/** A link of the tree to a record, or to a screen reading `?id=` when its path has no `$id`. */
export function linkTo(path: string, id?: number | string): LinkTarget & { search?: { id: number } } {
  if (id === undefined) return { to: path };
  return path.includes('$id')
    ? { to: path, params: { id: String(id) } }
    : { to: path, search: { id: Number(id) } };
}

/** The open appraisal screen's kind and links, as its route declared them (appraisals.routes.tsx). */
export function useAppraisalScreen(): AppraisalScreen {
  const screen = useMatches({
    select: (matches) => matches.findLast((m) => m.staticData.appraisal)?.staticData.appraisal,
  });
  if (!screen) throw new Error('An appraisal screen opened outside appraisals.routes.tsx');
  return screen;
}
