import type { AppraisalStatus, RatingSide } from '@clockroom/contracts';

/**
 * The appraisal cycle's state machine (issue 22, ADR 64). A group is stored draft, initiated or
 * ended; a member's appraisal initiated, in_review (both sides submitted, with the approvers),
 * approved or rejected (sent back to the appraiser, who rates again).
 */

export type StoredGroupStatus = 'draft' | 'initiated' | 'ended';
export type MemberStatus = 'initiated' | 'in_review' | 'approved' | 'rejected';

/**
 * A group as it reads: draft and ended as stored; an initiated group is approved once every member
 * is, rejected while one is sent back, in_review once every rating is in, else initiated.
 */
export function groupStatus(stored: StoredGroupStatus, members: readonly MemberStatus[]): AppraisalStatus {
  if (stored !== 'initiated' || members.length === 0) return stored;
  if (members.every((m) => m === 'approved')) return 'approved';
  if (members.some((m) => m === 'rejected')) return 'rejected';
  if (members.every((m) => m === 'in_review' || m === 'approved')) return 'in_review';
  return 'initiated';
}

/** A member's appraisal as it reads: ended with its group. */
export const memberStatus = (group: StoredGroupStatus, member: MemberStatus): AppraisalStatus =>
  group === 'ended' ? 'ended' : member;

/** Why a side may not save ratings now, or null when it may. */
export function ratingRefusal(
  group: StoredGroupStatus,
  member: MemberStatus,
  side: RatingSide,
  submitted: boolean,
): 'not-open' | 'already-submitted' | null {
  if (group !== 'initiated') return 'not-open';
  if (submitted) return 'already-submitted';
  if (member === 'approved' || member === 'in_review') return 'not-open';
  if (side === 'self' && member === 'rejected') return 'already-submitted';
  return null;
}

/** After a side submits: in_review (to the approvers) once both are in. */
export const afterSubmit = (selfIn: boolean, appraiserIn: boolean, member: MemberStatus): MemberStatus =>
  selfIn && appraiserIn ? 'in_review' : member;

/** A group may change or be initiated only as a draft, and ended only once initiated. */
export const canEdit = (g: StoredGroupStatus) => g === 'draft';
export const canEnd = (g: StoredGroupStatus) => g === 'initiated';
