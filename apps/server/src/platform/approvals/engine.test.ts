import { describe, expect, it } from 'vitest';
import {
  currentLevel,
  decide,
  startApproval,
  waitingLevels,
  waitingOn,
  withdraw,
  type ApprovalPlan,
  type ApprovalState,
  type LevelPlan,
} from './engine.ts';

const at = new Date('2026-11-25T09:00:00Z');
const REQUESTER = 100;
// Level n: approver 10n, alternate 10n + 1.
const plan = (type: ApprovalPlan['type'], n: number): ApprovalPlan => ({
  type,
  levels: Array.from({ length: n }, (_, i) => ({
    level: i + 1,
    approverId: 10 * (i + 1),
    altApproverId: 10 * (i + 1) + 1,
  })),
});
const start = (p: ApprovalPlan | null, noGroup: 'approve' | 'reject' = 'approve') =>
  startApproval({ requesterId: REQUESTER, plan: p, noGroup, at });

function approveAs(state: ApprovalState, actorId: number) {
  const r = decide(state, { actorId, action: 'approve', at });
  if (!r.ok) throw new Error(`refused: ${r.refusal}`);
  return r;
}

describe('a sequential request', () => {
  it('asks level 1 first, moves one level per approval, and is approved by the last', () => {
    let { state } = start(plan('Sequential', 3));
    expect(currentLevel(state)).toBe(1);
    expect(waitingOn(state, 20)).toEqual([]);
    expect(decide(state, { actorId: 20, action: 'approve', at })).toEqual({
      ok: false,
      refusal: 'not-waiting-on-you',
    });

    const first = approveAs(state, 10);
    expect(first.outcome).toBe('advanced');
    expect(first.nowWaiting.map((l) => l.level)).toEqual([2]);
    state = first.state;
    expect(currentLevel(state)).toBe(2);

    state = approveAs(state, 20).state;
    const last = approveAs(state, 30);
    expect(last.outcome).toBe('approved');
    expect(last.state.status).toBe('approved');
    expect(currentLevel(last.state)).toBe(0);
    expect(last.history).toEqual([{ levels: [3], actorId: 30, action: 'approved', comment: null, at }]);
  });

  it('lets the alternate approver act for the level', () => {
    const { state } = start(plan('Sequential', 2));
    const r = approveAs(state, 11);
    expect(r.state.levels[0]).toMatchObject({ outcome: 'approved', decidedBy: 11 });
    expect(currentLevel(r.state)).toBe(2);
  });

  it.each([1, 2, 3])('is rejected by a rejection at level %i, which needs a reason', (level) => {
    let { state } = start(plan('Sequential', 3));
    for (let l = 1; l < level; l++) state = approveAs(state, 10 * l).state;
    const actorId = 10 * level;
    expect(decide(state, { actorId, action: 'reject', comment: '  ', at })).toEqual({
      ok: false,
      refusal: 'reason-required',
    });
    const r = decide(state, { actorId, action: 'reject', comment: 'Peak season', at });
    expect(r).toMatchObject({ ok: true, outcome: 'rejected', nowWaiting: [] });
    if (!r.ok) return;
    expect(r.state.status).toBe('rejected');
    expect(r.state.levels[level - 1]).toMatchObject({ outcome: 'rejected', comment: 'Peak season' });
    expect(decide(r.state, { actorId: 10 * (level + 1), action: 'approve', at })).toEqual({
      ok: false,
      refusal: 'not-pending',
    });
  });

  it('makes one person on two steps approve once per step', () => {
    const { state } = start({
      type: 'Sequential',
      levels: [
        { level: 1, approverId: 7, altApproverId: null },
        { level: 2, approverId: 7, altApproverId: null },
      ],
    });
    const once = approveAs(state, 7);
    expect(once.outcome).toBe('advanced');
    expect(approveAs(once.state, 7).outcome).toBe('approved');
  });
});

describe('a concurrent request', () => {
  it('asks every level at once and is approved when every level has approved', () => {
    let { state } = start(plan('Concurrent', 3));
    expect([10, 20, 30].map((id) => waitingOn(state, id).length)).toEqual([1, 1, 1]);
    const second = approveAs(state, 21);
    expect(second.outcome).toBe('advanced');
    expect(second.nowWaiting).toEqual([]);
    state = approveAs(second.state, 30).state;
    expect(state.status).toBe('pending');
    expect(currentLevel(state)).toBe(1);
    expect(approveAs(state, 10).outcome).toBe('approved');
  });

  it.each([1, 2, 3])('is rejected by a rejection at level %i', (level) => {
    const { state } = start(plan('Concurrent', 3));
    const r = decide(state, { actorId: 10 * level + 1, action: 'reject', comment: 'No cover', at });
    expect(r).toMatchObject({ ok: true, outcome: 'rejected' });
  });

  it('decides every level the actor holds with one action', () => {
    const { state } = start({
      type: 'Concurrent',
      levels: [
        { level: 1, approverId: 7, altApproverId: null },
        { level: 2, approverId: 8, altApproverId: 7 },
      ],
    });
    const r = approveAs(state, 7);
    expect(r.outcome).toBe('approved');
    expect(r.history[0]?.levels).toEqual([1, 2]);
  });
});

describe('nobody approves their own request', () => {
  it('refuses the requester even where they are the approver, and the alternate may act', () => {
    const { state } = startApproval({
      requesterId: 10,
      plan: plan('Sequential', 2),
      noGroup: 'approve',
      at,
    });
    expect(waitingOn(state, 10)).toEqual([]);
    expect(decide(state, { actorId: 10, action: 'approve', at })).toEqual({
      ok: false,
      refusal: 'own-request',
    });
    expect(approveAs(state, 11).outcome).toBe('advanced');
  });

  it('skips a level only the requester could decide, and keeps the skip in the history', () => {
    const started = startApproval({
      requesterId: 10,
      plan: {
        type: 'Sequential',
        levels: [
          { level: 1, approverId: 10, altApproverId: null },
          { level: 2, approverId: 20, altApproverId: 10 },
        ],
      },
      noGroup: 'reject',
      at,
    });
    expect(started.state.status).toBe('pending');
    expect(started.history).toEqual([{ levels: [1], actorId: null, action: 'skipped', comment: null, at }]);
    expect(currentLevel(started.state)).toBe(2);
    expect(approveAs(started.state, 20).outcome).toBe('approved');
  });

  it('applies the no-group rule when every level is the requester alone', () => {
    const { state, history } = startApproval({
      requesterId: 10,
      plan: { type: 'Concurrent', levels: [{ level: 1, approverId: 10, altApproverId: 10 }] },
      noGroup: 'reject',
      at,
    });
    expect(state.status).toBe('rejected');
    expect(history.map((h) => h.action)).toEqual(['skipped', 'rejected-without-group']);
  });
});

describe('a request no group applies to', () => {
  it.each([
    ['approve', 'approved', 'approved-without-group'],
    ['reject', 'rejected', 'rejected-without-group'],
  ] as const)('is decided at once by the module rule %s', (rule, status, action) => {
    const { state, history } = start(null, rule);
    expect(state.status).toBe(status);
    expect(history).toEqual([{ levels: [], actorId: null, action, comment: null, at }]);
    expect(decide(state, { actorId: 10, action: 'approve', at })).toEqual({
      ok: false,
      refusal: 'not-pending',
    });
  });
});

describe('editing a group while requests are in flight', () => {
  it('leaves in-flight requests with the levels they started with', () => {
    const levels: LevelPlan[] = [...plan('Sequential', 2).levels];
    const { state } = start({ type: 'Sequential', levels });
    // The group is edited in place: a new approver for level 1, and a third level.
    levels.splice(0, 1, { level: 1, approverId: 99, altApproverId: null });
    levels.push({ level: 3, approverId: 30, altApproverId: null });
    expect(state.levels.map((l) => l.approverId)).toEqual([10, 20]);
    expect(waitingOn(state, 99)).toEqual([]);
    expect(approveAs(approveAs(state, 10).state, 20).outcome).toBe('approved');
  });
});

describe('a request the requester withdraws (a cancelled leave)', () => {
  it('leaves every inbox, keeps its levels as they were, and says so in its history', () => {
    const first = approveAs(start(plan('Sequential', 2)).state, 10).state;
    const r = withdraw(first, at);
    if (!r.ok) throw new Error('refused');
    expect(r.state.status).toBe('withdrawn');
    expect(waitingLevels(r.state)).toEqual([]);
    expect(waitingOn(r.state, 20)).toEqual([]);
    expect(r.state.levels.map((l) => l.outcome)).toEqual(['approved', null]);
    expect(r.history).toEqual([{ levels: [], actorId: REQUESTER, action: 'withdrawn', comment: null, at }]);
    expect(decide(r.state, { actorId: 20, action: 'approve', at })).toEqual({
      ok: false,
      refusal: 'not-pending',
    });
  });

  it('cannot withdraw a decided request', () => {
    const approved = start(null).state;
    expect(withdraw(approved, at)).toEqual({ ok: false, refusal: 'not-pending' });
  });
});
