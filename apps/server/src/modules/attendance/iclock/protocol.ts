/**
 * The ZKTeco push protocol's text formats (ZKTECO-PUSH.md), parsed the way real firmware writes them:
 * `\r\n` or `\n`, trailing tabs, empty fields, extra fields, odd keys. Pure functions; no I/O.
 */

/** One ATTLOG record as kept: the fields we use, and the line as sent. */
export interface AttlogRecord {
  pin: string;
  /** Device wall-clock time, `YYYY-MM-DD HH:MM:SS`. */
  localTime: string;
  /** 0–255 kept raw; a missing or unreadable Status is 255 ("no state chosen"). */
  status: number;
  verify: number | null;
  raw: string;
}

export interface ParsedBatch<T> {
  records: T[];
  /** Lines that could not be read, with why (logged, never answered with an error). */
  skipped: { line: string; reason: string }[];
}

const PIN = /^[\w.-]{1,32}$/;
const STAMP = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** Records split on any newline; blank lines and carriage returns are not records. */
export function lines(body: string): string[] {
  return body
    .split(/\r?\n|\r/)
    .map((l) => l.replace(/\0/g, ''))
    .filter((l) => l.trim() !== '');
}

/** A real calendar time in 1970–2099 (a clock with a flat battery reports 2000-01-01; that is kept). */
export function isDeviceTime(s: string): boolean {
  const m = STAMP.exec(s);
  if (!m) return false;
  const [y, mo, d, h, mi, se] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  if (y < 1970 || y > 2099 || mo < 1 || mo > 12 || h > 23 || mi > 59 || se > 59 || d < 1) return false;
  return d <= new Date(Date.UTC(y, mo, 0)).getUTCDate();
}

const smallInt = (s: string | undefined): number | null => {
  const t = s?.trim() ?? '';
  return /^-?\d{1,6}$/.test(t) ? Number(t) : null;
};

export function parseAttlog(body: string): ParsedBatch<AttlogRecord> {
  const out: ParsedBatch<AttlogRecord> = { records: [], skipped: [] };
  for (const line of lines(body)) {
    const f = line.split('\t');
    const pin = (f[0] ?? '').trim();
    const localTime = (f[1] ?? '').trim();
    if (!PIN.test(pin)) {
      out.skipped.push({ line, reason: 'bad PIN' });
      continue;
    }
    if (!isDeviceTime(localTime)) {
      out.skipped.push({ line, reason: 'bad time' });
      continue;
    }
    const status = smallInt(f[2]);
    out.records.push({
      pin,
      localTime,
      status: status !== null && status >= 0 && status <= 255 ? status : 255,
      verify: smallInt(f[3]),
      raw: line.slice(0, 1000),
    });
  }
  return out;
}

/**
 * `KEY=value\tKEY=value` after an optional leading word. Keys are upper-cased (`Pin=` and `PIN=`
 * are one key); a value keeps any further `=` except a doubled one right after the key (`PIN==1`).
 */
export function keyValues(text: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const part of text.split('\t')) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const key = part.slice(0, eq).trim().toUpperCase();
    out[key] = part.slice(eq + 1).replace(/^=+/, '');
  }
  return out;
}

export type OperlogRecord =
  | {
      kind: 'USER';
      pin: string;
      name: string | null;
      privilege: number | null;
      card: string | null;
      raw: string;
    }
  | { kind: 'TEMPLATE'; pin: string; key: string; raw: string }
  | { kind: 'OTHER'; raw: string };

/** The identity of a template line, so a re-sent finger replaces the stored one instead of adding. */
function templateKey(word: string, kv: Record<string, string>): string {
  return [word, kv.FID ?? '', kv.NO ?? '', kv.INDEX ?? '', kv.TYPE ?? ''].join(':');
}

const TEMPLATE_WORDS = new Set(['FP', 'FACE', 'BIODATA', 'USERPIC', 'BIOPHOTO', 'FINGERTMP']);

/**
 * OPERLOG (and USERINFO, BIODATA) uploads: `USER PIN=..`, `FP PIN=..`, `BIODATA Pin=..`, `OPLOG ..`.
 * A line with no leading word is read as `fallback` (table=USERINFO sends bare `PIN=..` rows).
 */
export function parseOperlog(body: string, fallback = 'OTHER'): ParsedBatch<OperlogRecord> {
  const out: ParsedBatch<OperlogRecord> = { records: [], skipped: [] };
  for (const line of lines(body)) {
    const space = line.indexOf(' ');
    const head = space > 0 ? line.slice(0, space) : line;
    const bare = head.includes('=');
    const word = bare ? fallback : head.toUpperCase();
    const rest = bare ? line : space > 0 ? line.slice(space + 1) : '';
    const raw = line.slice(0, 100_000);
    if (word !== 'USER' && !TEMPLATE_WORDS.has(word)) {
      out.records.push({ kind: 'OTHER', raw });
      continue;
    }
    const kv = keyValues(rest);
    const pin = (kv.PIN ?? '').trim();
    if (!PIN.test(pin)) {
      out.skipped.push({ line: line.slice(0, 200), reason: 'bad PIN' });
      continue;
    }
    if (word === 'USER') {
      out.records.push({
        kind: 'USER',
        pin,
        name: kv.NAME?.trim().slice(0, 150) || null,
        privilege: smallInt(kv.PRI),
        card: kv.CARD?.trim().slice(0, 64) || null,
        raw,
      });
    } else {
      // A FINGERTMP row is a finger template as FP lines carry it.
      const kind = word === 'FINGERTMP' ? 'FP' : word;
      out.records.push({ kind: 'TEMPLATE', pin, key: templateKey(kind, kv), raw: `${kind} ${rest}` });
    }
  }
  return out;
}

/**
 * The options body (`table=options`): `K=V` pairs joined by commas, where a value may itself hold
 * commas (`~OEMVendor=ZKTECO CO., LTD.`): a comma splits only when what follows is `key=`.
 */
export function parseOptions(body: string): Record<string, string> {
  const out: Record<string, string> = {};
  const text = lines(body).join(',');
  for (const part of text.split(/,(?=\s*~?[A-Za-z][\w~]*=)/)) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    out[part.slice(0, eq).trim()] = part.slice(eq + 1).trim();
  }
  return out;
}

export interface CommandResult {
  id: number;
  returnCode: number;
  cmd: string;
  /** The whole answer, multi-line ones (INFO, Shell) included. */
  text: string;
}

/** `ID=..&Return=..&CMD=..` results, several per POST; lines that follow one belong to it. */
export function parseCommandResults(body: string): CommandResult[] {
  const out: CommandResult[] = [];
  let current: CommandResult | null = null;
  for (const line of lines(body)) {
    const m = /^\s*ID=([^&]*)&Return=([^&]*)(?:&CMD=(.*))?$/i.exec(line);
    const id = m ? Number(m[1]) : NaN;
    const code = m ? Number(m[2]) : NaN;
    if (m && Number.isSafeInteger(id) && id > 0 && Number.isInteger(code) && Math.abs(code) < 2 ** 31) {
      current = { id, returnCode: code, cmd: (m[3] ?? '').trim(), text: line };
      out.push(current);
    } else if (current) {
      current.text = `${current.text}\n${line}`.slice(0, 20_000);
    }
  }
  return out;
}

/** The `INFO=` of a getrequest: firmware,users,fingerprints,punches,ip,... */
export function parseInfo(info: string | undefined): { firmware: string | null; userCount: number | null } {
  if (!info) return { firmware: null, userCount: null };
  const [firmware, users] = info.split(',');
  const n = smallInt(users);
  return { firmware: firmware?.trim().slice(0, 100) || null, userCount: n !== null && n >= 0 ? n : null };
}

/** What an INFO answer or options body says about firmware and users. */
export function deviceFacts(pairs: Record<string, string>): {
  firmware: string | null;
  userCount: number | null;
} {
  const find = (...names: string[]) => {
    for (const [k, v] of Object.entries(pairs)) {
      if (names.includes(k.replace(/^~/, '').toLowerCase())) return v;
    }
    return undefined;
  };
  const n = smallInt(find('usercount'));
  return {
    firmware: find('fwversion', 'firmver', 'firmwareversion')?.slice(0, 100) || null,
    userCount: n !== null && n >= 0 ? n : null,
  };
}

/** `TimeZone=`: whole hours, or minutes for a zone off the hour (ZKTECO-PUSH.md "Time zone"). */
export function timeZoneOption(offsetMinutes: number): string {
  return offsetMinutes % 60 === 0 ? String(offsetMinutes / 60) : String(offsetMinutes);
}

/** The handshake's options block. */
export function handshake(
  serial: string,
  stamps: { attlog: string | null; operlog: string | null },
  tz: string,
): string {
  return [
    `GET OPTION FROM: ${serial}`,
    `ATTLOGStamp=${stamps.attlog ?? 'None'}`,
    `OPERLOGStamp=${stamps.operlog ?? 'None'}`,
    'ATTPHOTOStamp=None',
    'ErrorDelay=30',
    'Delay=10',
    'TransTimes=00:00;14:05',
    'TransInterval=1',
    'TransFlag=TransData AttLog\tOpLog\tEnrollUser\tChgUser\tEnrollFP\tChgFP\tUserPic',
    `TimeZone=${tz}`,
    'Realtime=1',
    'Encrypt=None',
    '',
  ].join('\n');
}

/** A user as a `DATA UPDATE USERINFO` command writes it (never USER ADD: devices reject it). */
export function userInfoCommand(u: {
  pin: string;
  name: string | null;
  privilege?: number | null;
  card?: string | null;
}): string {
  const clean = (s: string | null | undefined) => (s ?? '').replace(/[\t\r\n]/g, ' ').slice(0, 24);
  return `DATA UPDATE USERINFO PIN=${u.pin}\tName=${clean(u.name)}\tPri=${u.privilege ?? 0}\tPasswd=\tCard=${clean(u.card)}\tGrp=1\tTZ=0000000000000000\tVerify=-1`;
}

/** A stored template line (`FP PIN=..`, `BIODATA Pin=..`, `FACE PIN=..`) as the command that writes it. */
export function templateCommand(stored: string): string | null {
  const space = stored.indexOf(' ');
  if (space <= 0) return null;
  const word = stored.slice(0, space);
  const rest = stored.slice(space + 1);
  const table = { FP: 'FINGERTMP', BIODATA: 'BIODATA', FACE: 'FACE' }[word];
  return table ? `DATA UPDATE ${table} ${rest}` : null;
}
