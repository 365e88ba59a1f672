import { describe, expect, it } from 'vitest';
import { buildIcs, foldLine, icsDateTime, icsText } from './ics.ts';

const base = {
  method: 'REQUEST' as const,
  uid: 'interview-7-company-1@clockroom',
  sequence: 0,
  start: new Date('2026-12-01T09:30:00Z'),
  durationMinutes: 45,
  summary: 'Interview: Ada Obi, Backend Engineer',
  organizer: { name: 'Demo Industries Ltd', email: 'no-reply@clockroom.local' },
  attendees: [
    { name: 'Ada Obi', email: 'ada@example.com' },
    { name: 'Chidi Okafor', email: 'chidi@demo.example' },
  ],
  stamp: new Date('2026-11-29T08:00:00Z'),
};

/** Unfolds the lines back, as a calendar reads them. */
const unfold = (ics: string) => ics.replace(/\r\n /g, '').split('\r\n');

describe('interview invite (.ics)', () => {
  it('writes one VEVENT in UTC with its end from the duration, CRLF line ends', () => {
    const ics = buildIcs(base);
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toContain('\n');
    const lines = unfold(ics);
    expect(lines).toContain('METHOD:REQUEST');
    expect(lines).toContain('DTSTART:20261201T093000Z');
    expect(lines).toContain('DTEND:20261201T101500Z');
    expect(lines).toContain('DTSTAMP:20261129T080000Z');
    expect(lines).toContain('STATUS:CONFIRMED');
    expect(lines.filter((l) => l.startsWith('ATTENDEE;'))).toHaveLength(2);
    expect(lines).toContain(
      'ATTENDEE;CN="Ada Obi";ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:mailto:ada@example.com',
    );
  });

  it('cancels with the same UID and a higher sequence', () => {
    const lines = unfold(buildIcs({ ...base, method: 'CANCEL', sequence: 2 }));
    expect(lines).toContain('METHOD:CANCEL');
    expect(lines).toContain('SEQUENCE:2');
    expect(lines).toContain('STATUS:CANCELLED');
    expect(lines).toContain(`UID:${base.uid}`);
  });

  it('escapes text so a value cannot add a property', () => {
    expect(icsText('Room 4, floor 2; east\nBEGIN:VALARM')).toBe('Room 4\\, floor 2\\; east\\nBEGIN:VALARM');
    const lines = unfold(
      buildIcs({ ...base, location: 'Lagos\r\nATTENDEE:mailto:x@evil.test', summary: 'a\\b' }),
    );
    expect(lines.filter((l) => l.startsWith('ATTENDEE'))).toHaveLength(2);
    expect(lines).toContain('SUMMARY:a\\\\b');
    const named = unfold(
      buildIcs({ ...base, attendees: [{ name: 'Eve"\r\nX-EVIL:1', email: 'e@x.test\r\nX:1' }] }),
    );
    expect(named.some((l) => l.startsWith('X-EVIL') || l.startsWith('X:'))).toBe(false);
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const long = `DESCRIPTION:${'é'.repeat(100)}`;
    const folded = foldLine(long);
    for (const part of folded.split('\r\n')) expect(Buffer.byteLength(part, 'utf8')).toBeLessThanOrEqual(75);
    expect(folded.replace(/\r\n /g, '')).toBe(long);
  });

  it('formats instants as basic UTC', () => {
    expect(icsDateTime(new Date('2026-01-02T03:04:05.678Z'))).toBe('20260102T030405Z');
  });
});
