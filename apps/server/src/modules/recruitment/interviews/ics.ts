/**
 * An iCalendar (RFC 5545) invite for one interview: METHOD:REQUEST to schedule or update (the same
 * UID with a higher SEQUENCE replaces the event in the recipient's calendar), METHOD:CANCEL to call
 * it off. Times are written in UTC, so no time zone block is needed; text is escaped and lines are
 * folded at 75 octets with CRLF endings, as calendars expect.
 */
export interface IcsEvent {
  method: 'REQUEST' | 'CANCEL';
  uid: string;
  sequence: number;
  start: Date;
  durationMinutes: number;
  summary: string;
  description?: string | null;
  location?: string | null;
  url?: string | null;
  organizer: { name: string; email: string };
  attendees: { name: string; email: string }[];
  /** When the invite was made (DTSTAMP); now by default. */
  stamp?: Date;
}

export function icsDateTime(d: Date): string {
  return d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
}

/** TEXT values: backslash, semicolon, comma and newlines escaped; other control characters dropped. */
export function icsText(s: string): string {
  return (
    s
      .replace(/\r\n?/g, '\n')
      // eslint-disable-next-line no-control-regex
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
      .replace(/[\\;,]/g, (c) => `\\${c}`)
      .replace(/\n/g, '\\n')
  );
}

/** A parameter value (a CN): quoted, with the characters a quoted value cannot hold removed. */
// eslint-disable-next-line no-control-regex
const icsParam = (s: string) => `"${s.replace(/["\r\n\\]/g, '').replace(/[\u0000-\u001f\u007f]/g, '')}"`;
/** An address in a mailto: URI, without anything that could break the line. */
const mailto = (email: string) => `mailto:${email.replace(/[\s;,:"<>\\]/g, '')}`;

/** Folds one content line at 75 octets without splitting a UTF-8 character. */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  for (const ch of line) {
    const bytes = Buffer.byteLength(ch, 'utf8');
    const limit = parts.length === 0 ? 75 : 74;
    if (size + bytes > limit) {
      parts.push(current);
      current = '';
      size = 0;
    }
    current += ch;
    size += bytes;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

export function buildIcs(e: IcsEvent): string {
  const end = new Date(e.start.getTime() + e.durationMinutes * 60_000);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//Clockroom//Recruitment//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${e.method}`,
    'BEGIN:VEVENT',
    `UID:${icsText(e.uid)}`,
    `SEQUENCE:${e.sequence}`,
    `DTSTAMP:${icsDateTime(e.stamp ?? new Date())}`,
    `DTSTART:${icsDateTime(e.start)}`,
    `DTEND:${icsDateTime(end)}`,
    `SUMMARY:${icsText(e.summary)}`,
    ...(e.description ? [`DESCRIPTION:${icsText(e.description)}`] : []),
    ...(e.location ? [`LOCATION:${icsText(e.location)}`] : []),
    ...(e.url ? [`URL:${e.url.replace(/[\s"<>\\]/g, '')}`] : []),
    `ORGANIZER;CN=${icsParam(e.organizer.name)}:${mailto(e.organizer.email)}`,
    ...e.attendees.map(
      (a) =>
        `ATTENDEE;CN=${icsParam(a.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=NEEDS-ACTION;RSVP=TRUE:${mailto(a.email)}`,
    ),
    `STATUS:${e.method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return `${lines.map(foldLine).join('\r\n')}\r\n`;
}
