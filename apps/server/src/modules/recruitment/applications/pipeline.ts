import type { ApplicationStatus } from '@clockroom/contracts';

/**
 * The candidate pipeline's transitions (issue 24, ADR 67). The open stages (applied, screening,
 * interview, offer) move freely forward and back, as a Kanban drag does; any open stage may end in
 * rejected or withdrawn; a rejected or withdrawn candidate may be reconsidered (back to applied or
 * screening); hired is reached only through create-profile and is final.
 */
const OPEN: readonly ApplicationStatus[] = ['applied', 'screening', 'interview', 'offer'];

export type TransitionCheck =
  | { ok: true; changes: boolean }
  | { ok: false; reason: 'hired-final' | 'hire-through-profile' | 'not-allowed' };

export function checkTransition(from: ApplicationStatus, to: ApplicationStatus): TransitionCheck {
  if (from === to) return { ok: true, changes: false };
  if (from === 'hired') return { ok: false, reason: 'hired-final' };
  if (to === 'hired') return { ok: false, reason: 'hire-through-profile' };
  if (OPEN.includes(from)) return { ok: true, changes: true };
  // rejected or withdrawn: reconsidered, or moved between the two closed states.
  if (to === 'applied' || to === 'screening' || to === 'rejected' || to === 'withdrawn')
    return { ok: true, changes: true };
  return { ok: false, reason: 'not-allowed' };
}

/** Whether a candidate is still in the pipeline (can be interviewed or hired). */
export const isOpenStage = (s: ApplicationStatus) => OPEN.includes(s);

/** Only a rejected or withdrawn candidate's personal data may be erased on request. */
export const canErase = (s: ApplicationStatus) => s === 'rejected' || s === 'withdrawn';

/** Only a candidate at the offer stage is hired (create-profile). */
export const canHire = (s: ApplicationStatus) => s === 'offer';
