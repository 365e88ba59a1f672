import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES } from '@clockroom/contracts';
import { canErase, canHire, checkTransition, isOpenStage } from './pipeline.ts';

describe('candidate pipeline transitions', () => {
  it('moves freely between the open stages, forward and back', () => {
    expect(checkTransition('applied', 'interview')).toEqual({ ok: true, changes: true });
    expect(checkTransition('offer', 'screening')).toEqual({ ok: true, changes: true });
  });

  it('ends any open stage in rejected or withdrawn', () => {
    for (const from of ['applied', 'screening', 'interview', 'offer'] as const) {
      expect(checkTransition(from, 'rejected').ok).toBe(true);
      expect(checkTransition(from, 'withdrawn').ok).toBe(true);
    }
  });

  it('reconsiders a rejected or withdrawn candidate only back to applied or screening', () => {
    expect(checkTransition('rejected', 'screening').ok).toBe(true);
    expect(checkTransition('withdrawn', 'applied').ok).toBe(true);
    expect(checkTransition('rejected', 'offer')).toEqual({ ok: false, reason: 'not-allowed' });
    expect(checkTransition('withdrawn', 'interview')).toEqual({ ok: false, reason: 'not-allowed' });
  });

  it('reaches hired only through create-profile, and hired is final', () => {
    for (const from of APPLICATION_STATUSES.filter((s) => s !== 'hired'))
      expect(checkTransition(from, 'hired')).toEqual({ ok: false, reason: 'hire-through-profile' });
    for (const to of APPLICATION_STATUSES.filter((s) => s !== 'hired'))
      expect(checkTransition('hired', to)).toEqual({ ok: false, reason: 'hired-final' });
  });

  it('treats a move to the same stage as no change', () => {
    for (const s of APPLICATION_STATUSES) expect(checkTransition(s, s)).toEqual({ ok: true, changes: false });
  });

  it('erases only closed candidates and hires only at the offer stage', () => {
    expect(APPLICATION_STATUSES.filter(canErase)).toEqual(['rejected', 'withdrawn']);
    expect(APPLICATION_STATUSES.filter(canHire)).toEqual(['offer']);
    expect(APPLICATION_STATUSES.filter(isOpenStage)).toEqual(['applied', 'screening', 'interview', 'offer']);
  });
});
