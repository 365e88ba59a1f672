import { describe, expect, it } from 'vitest';
import { shouldAnnounce } from './announcement.ts';

const now = new Date('2026-11-22T10:00:00Z');
const modules = (...names: string[]) => names.map((module) => ({ module }));

describe('shouldAnnounce', () => {
  it('announces to a company that lacks performance or recruitment', () => {
    expect(shouldAnnounce(modules('organization', 'performance'), null, now)).toBe(true);
    expect(shouldAnnounce(modules('organization'), 'not a date', now)).toBe(true);
  });
  it('never announces to a company that has both', () => {
    expect(shouldAnnounce(modules('performance', 'recruitment'), null, now)).toBe(false);
  });
  it('stays quiet for 30 days after it was closed', () => {
    expect(shouldAnnounce(modules('organization'), '2026-11-01T10:00:00Z', now)).toBe(false);
    expect(shouldAnnounce(modules('organization'), '2026-10-20T10:00:00Z', now)).toBe(true);
  });
});
