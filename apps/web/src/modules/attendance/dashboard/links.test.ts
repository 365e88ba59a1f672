import { describe, expect, it } from 'vitest';
import { countLinks } from './links.ts';

describe('countLinks', () => {
  it("opens today's report of the same rows", () => {
    const links = countLinks('2026-11-03');
    expect(links.absent).toBe(
      '/admin/attendance/reports/all?type=absentee&date_from=2026-11-03&date_to=2026-11-03',
    );
    expect(links.late).toContain('type=lateness');
    expect(links.present).toContain('type=simple');
    expect(links.not_clocked_out).toBeUndefined();
  });
});
