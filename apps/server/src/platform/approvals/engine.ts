/**
 * The approval engine's rules (ADR 22), as pure functions over a request's own copy of its levels.
 * Storage, notifications and each module's consequences live around it; nothing here touches I/O,
 * so every rule is unit-tested directly.
 */
export type ApprovalType = 'Concurrent' | 'Sequential';
/** `withdrawn`: the requester took a pending request back (a cancelled leave); nobody is asked any more. */
export type ApprovalStatus = 'pending' | 'approved' | 'rejected' | 'withdrawn';
/** What a module does with a request no group applies to: decided at once, never left pending. */
export type NoGroupRule = 'approve' | 'reject';

/** One level of a group, copied into the request when it is submitted. Ids are employees. */
export interface LevelPlan {
  level: number;
  approverId: number;
  altApproverId: number | null;
}

export type LevelOutcome = 'approved' | 'rejected' | 'skipped';

export interface LevelState extends LevelPlan {
  outcome: LevelOutcome | null;
  /** The employee who decided it; null for a level the engine skipped. */
  decidedBy: number | null;
  decidedAt: Date | null;
  comment: string | null;
}

export interface ApprovalState {
  type: ApprovalType;
  requesterId: number;
  status: ApprovalStatus;
  levels: readonly LevelState[];
}

export type HistoryAction =
  | 'approved'
  | 'rejected'
  | 'skipped'
  | 'approved-without-group'
  | 'rejected-without-group'
  | 'withdrawn'
  | 'restarted';

/** One line of a request's history; a null actor is the engine itself. */
export interface HistoryEntry {
  levels: readonly number[];
  actorId: number | null;
  action: HistoryAction;
  comment: string | null;
  at: Date;
}

export interface ApprovalPlan {
  type: ApprovalType;
  levels: readonly LevelPlan[];
}

export interface Started {
  state: ApprovalState;
  history: HistoryEntry[];
}

/** Only the requester could act on this level: nobody may approve their own request. */
function onlyRequester(level: LevelPlan, requesterId: number): boolean {
  return (
    level.approverId === requesterId && (level.altApproverId === null || level.altApproverId === requesterId)
  );
}

function decidedWithoutGroup(
  type: ApprovalType,
  requesterId: number,
  rule: NoGroupRule,
  at: Date,
  history: HistoryEntry[],
): Started {
  const status = rule === 'approve' ? 'approved' : 'rejected';
  history.push({
    levels: [],
    actorId: null,
    action: rule === 'approve' ? 'approved-without-group' : 'rejected-without-group',
    comment: null,
    at,
  });
  return { state: { type, requesterId, status, levels: [] }, history };
}

/**
 * A new request: its group's levels (ordered by level), or null when no group applies. Levels only
 * the requester could decide are skipped; with none left, the module's no-group rule decides.
 */
export function startApproval(input: {
  requesterId: number;
  plan: ApprovalPlan | null;
  noGroup: NoGroupRule;
  at: Date;
}): Started {
  const { requesterId, plan, noGroup, at } = input;
  const history: HistoryEntry[] = [];
  const type = plan?.type ?? 'Sequential';
  const ordered = [...(plan?.levels ?? [])].sort((a, b) => a.level - b.level);
  const levels: LevelState[] = ordered.map((l) => {
    const skipped = onlyRequester(l, requesterId);
    return {
      level: l.level,
      approverId: l.approverId,
      altApproverId: l.altApproverId,
      outcome: skipped ? 'skipped' : null,
      decidedBy: null,
      decidedAt: skipped ? at : null,
      comment: null,
    };
  });
  const skipped = levels.filter((l) => l.outcome === 'skipped').map((l) => l.level);
  if (skipped.length) history.push({ levels: skipped, actorId: null, action: 'skipped', comment: null, at });
  if (levels.every((l) => l.outcome === 'skipped'))
    return decidedWithoutGroup(type, requesterId, noGroup, at, history);
  return { state: { type, requesterId, status: 'pending', levels }, history };
}

/** The levels asked now: the first undecided one (Sequential) or every undecided one (Concurrent). */
export function waitingLevels(state: ApprovalState): LevelState[] {
  if (state.status !== 'pending') return [];
  const open = state.levels.filter((l) => l.outcome === null);
  return state.type === 'Sequential' ? open.slice(0, 1) : open;
}

const holds = (level: LevelPlan, employeeId: number) =>
  level.approverId === employeeId || level.altApproverId === employeeId;

/** The waiting levels this employee may decide now (never their own request's). */
export function waitingOn(state: ApprovalState, employeeId: number): LevelState[] {
  if (employeeId === state.requesterId) return [];
  return waitingLevels(state).filter((l) => holds(l, employeeId));
}

/** The level shown as "current": the first waiting one; 0 (shown as Pending) once decided. */
export function currentLevel(state: ApprovalState): number {
  return waitingLevels(state)[0]?.level ?? 0;
}

export type Refusal = 'not-pending' | 'own-request' | 'not-waiting-on-you' | 'reason-required';

export type Decided =
  | {
      ok: true;
      state: ApprovalState;
      history: HistoryEntry[];
      /** 'advanced': still pending, with `nowWaiting` levels newly asked (notify their approvers). */
      outcome: 'advanced' | 'approved' | 'rejected';
      nowWaiting: LevelState[];
    }
  | { ok: false; refusal: Refusal };

/**
 * An approver approves or rejects: the action decides every level waiting on them now. A rejection
 * needs a reason and rejects the request; the last approval approves it.
 */
export function decide(
  state: ApprovalState,
  input: { actorId: number; action: 'approve' | 'reject'; comment?: string | null; at: Date },
): Decided {
  const { actorId, action, at } = input;
  const comment = input.comment?.trim() ? input.comment.trim() : null;
  if (state.status !== 'pending') return { ok: false, refusal: 'not-pending' };
  if (actorId === state.requesterId) return { ok: false, refusal: 'own-request' };
  const mine = new Set(waitingOn(state, actorId).map((l) => l.level));
  if (mine.size === 0) return { ok: false, refusal: 'not-waiting-on-you' };
  if (action === 'reject' && comment === null) return { ok: false, refusal: 'reason-required' };

  const before = new Set(waitingLevels(state).map((l) => l.level));
  const outcome: LevelOutcome = action === 'approve' ? 'approved' : 'rejected';
  const levels = state.levels.map((l) =>
    mine.has(l.level) ? { ...l, outcome, decidedBy: actorId, decidedAt: at, comment } : l,
  );
  const history: HistoryEntry[] = [{ levels: [...mine], actorId, action: outcome, comment, at }];
  if (outcome === 'rejected') {
    return {
      ok: true,
      state: { ...state, levels, status: 'rejected' },
      history,
      outcome: 'rejected',
      nowWaiting: [],
    };
  }
  const done = levels.every((l) => l.outcome === 'approved' || l.outcome === 'skipped');
  const next: ApprovalState = { ...state, levels, status: done ? 'approved' : 'pending' };
  if (done) return { ok: true, state: next, history, outcome: 'approved', nowWaiting: [] };
  const nowWaiting = waitingLevels(next).filter((l) => !before.has(l.level));
  return { ok: true, state: next, history, outcome: 'advanced', nowWaiting };
}

/** The requester takes back a pending request: it leaves every approver's inbox, its levels as they were. */
export function withdraw(
  state: ApprovalState,
  at: Date,
): { ok: true; state: ApprovalState; history: HistoryEntry[] } | { ok: false; refusal: 'not-pending' } {
  if (state.status !== 'pending') return { ok: false, refusal: 'not-pending' };
  return {
    ok: true,
    state: { ...state, status: 'withdrawn' },
    history: [{ levels: [], actorId: state.requesterId, action: 'withdrawn', comment: null, at }],
  };
}
