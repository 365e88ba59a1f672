import type { FastifyBaseLogger } from 'fastify';
import type { RequestContext } from '../../../platform/http/context.ts';
import type { Tx } from '../../../platform/db/database.ts';
import { markDaysDirty } from '../engine/dirty.repository.ts';
import * as repo from './iclock.repository.ts';
import * as commands from './commands.repository.ts';
import { takenElsewhere } from './verification-taker.ts';
import {
  deviceFacts,
  handshake,
  parseAttlog,
  parseCommandResults,
  parseInfo,
  parseOperlog,
  parseOptions,
  templateCommand,
  timeZoneOption,
  userInfoCommand,
  type OperlogRecord,
  type ParsedBatch,
} from './protocol.ts';

/**
 * The push protocol's behaviour (ZKTECO-PUSH.md, ADR 26). Every function gets the device route's
 * context: the device's company is bound when its serial is registered; otherwise the device is
 * pending and only the global registry and inbox are written.
 */

type Log = Pick<FastifyBaseLogger, 'warn' | 'info'>;

/** Africa/Lagos, the default company zone: what a pending device is told until it has a company. */
const PENDING_ZONE_MINUTES = 60;

interface Registered {
  companyId: number;
  deviceId: number;
}

function registered(ctx: RequestContext): Registered | null {
  const id = ctx.device?.id ?? null;
  return id !== null && ctx.companyId !== null ? { companyId: ctx.companyId, deviceId: id } : null;
}

/** The directory the device routes' guard asks: whose is this serial (null: pending). */
export const deviceDirectory = {
  identify: (tx: Tx, serial: string) => repo.identifySerial(tx, serial),
};

export async function answerHandshake(ctx: RequestContext, serial: string): Promise<string> {
  const device = registered(ctx);
  const contact = device ? await repo.touchDevice(ctx.tx, device.companyId, device.deviceId) : undefined;
  return handshake(
    serial,
    { attlog: contact?.attlogStamp ?? null, operlog: contact?.operlogStamp ?? null },
    timeZoneOption(contact?.zoneOffsetMinutes ?? PENDING_ZONE_MINUTES),
  );
}

export async function receiveOptions(ctx: RequestContext, body: string): Promise<string> {
  const device = registered(ctx);
  if (device) {
    const facts = deviceFacts(parseOptions(body));
    await repo.touchDevice(ctx.tx, device.companyId, device.deviceId, {
      ...facts,
      options: body.slice(0, 20_000),
    });
  }
  return 'OK';
}

function logSkipped(log: Log, serial: string, table: string, parsed: ParsedBatch<unknown>): void {
  for (const s of parsed.skipped.slice(0, 20)) {
    log.warn({ serial, table, line: s.line.slice(0, 200), reason: s.reason }, 'device line skipped');
  }
}

/** Answers with the count of records taken, whether new or already stored (a re-send adds nothing). */
export async function receiveAttlog(
  ctx: RequestContext,
  log: Log,
  serial: string,
  body: string,
  stamp: string | undefined,
): Promise<string> {
  const parsed = parseAttlog(body);
  logSkipped(log, serial, 'ATTLOG', parsed);
  const device = registered(ctx);
  if (!device) {
    await repo.insertInboxPunches(ctx.tx, serial, parsed.records);
    return `OK:${parsed.records.length}`;
  }
  // A canteen point's verifications are meals, stored by the canteen (ADR 55): no punch is written.
  if (await takenElsewhere(ctx.tx, device.companyId, device.deviceId, parsed.records)) {
    await repo.touchDevice(ctx.tx, device.companyId, device.deviceId, {
      attlogStamp: stamp ? stamp.slice(0, 64) : null,
    });
    return `OK:${parsed.records.length}`;
  }
  const days = await repo.insertDevicePunches(
    ctx.tx,
    device.companyId,
    device.deviceId,
    stamp ? stamp.slice(0, 64) : null,
    parsed.records,
  );
  await markDaysDirty(ctx.tx, device.companyId, days);
  return `OK:${parsed.records.length}`;
}

/** USER lines update the device's user list; FP/FACE/BIODATA lines are kept for transfers. */
export async function receiveOperlog(
  ctx: RequestContext,
  log: Log,
  serial: string,
  table: string,
  body: string,
  stamp: string | undefined,
): Promise<string> {
  if (body.trim() === '') return 'OK';
  const fallback = table === 'USERINFO' ? 'USER' : table === 'BIODATA' ? 'BIODATA' : 'OTHER';
  const parsed = parseOperlog(body, fallback);
  logSkipped(log, serial, table, parsed);
  const device = registered(ctx);
  if (device) {
    await repo.touchDevice(ctx.tx, device.companyId, device.deviceId, {
      operlogStamp: table === 'OPERLOG' && stamp ? stamp.slice(0, 64) : null,
    });
    const users = parsed.records.flatMap((r) => (r.kind === 'USER' ? [r] : []));
    await repo.upsertDeviceUsers(ctx.tx, device.companyId, device.deviceId, users);
    await storeTemplates(ctx.tx, device, parsed.records);
  }
  return `OK:${parsed.records.length}`;
}

const templateLines = (records: readonly OperlogRecord[]) =>
  records.flatMap((r) => (r.kind === 'TEMPLATE' ? [r] : []));

/** Keyed by kind and finger/index, so a finger sent again replaces the stored one. */
async function storeTemplates(tx: Tx, device: Registered, records: readonly OperlogRecord[]): Promise<void> {
  const lines = templateLines(records);
  if (lines.length === 0) return;
  const pins = [...new Set(lines.map((l) => l.pin))];
  const stored = await repo.templatesOf(tx, device.companyId, device.deviceId, pins);
  const next = new Map<string, string[]>();
  for (const pin of pins) {
    const kept = templateLines(parseOperlog((stored.get(pin) ?? []).join('\n')).records);
    const byKey = new Map(kept.map((t) => [t.key, t.raw]));
    for (const l of lines) if (l.pin === pin) byKey.set(l.key, l.raw);
    next.set(pin, [...byKey.values()].slice(-50));
  }
  await repo.saveTemplates(tx, device.companyId, device.deviceId, next);
}

/** A poll: queued commands as `C:<id>:<command>` lines (tabs kept), or `OK` when none. */
export async function answerPoll(ctx: RequestContext, info: string | undefined): Promise<string> {
  const device = registered(ctx);
  if (!device) return 'OK';
  const facts = parseInfo(info);
  await repo.touchDevice(ctx.tx, device.companyId, device.deviceId, facts);
  const queued = await commands.takeQueuedCommands(ctx.tx, device.companyId, device.deviceId);
  if (queued.length === 0) return 'OK';
  return `${queued.map((c) => `C:${c.id}:${c.command}`).join('\n')}\n`;
}

/** Command results; a transfer's source query answered releases its target updates, rebuilt. */
export async function receiveCommandResults(ctx: RequestContext, log: Log, body: string): Promise<string> {
  const device = registered(ctx);
  if (!device) return 'OK';
  const results = parseCommandResults(body);
  await repo.touchDevice(ctx.tx, device.companyId, device.deviceId, infoFacts(results));
  const answered = await commands.recordCommandResults(ctx.tx, device.companyId, device.deviceId, results);
  if (answered.length < results.length) {
    log.info({ serial: ctx.device?.serial, ids: results.map((r) => r.id) }, 'results for unknown commands');
  }
  for (const a of answered) await releaseTransferUpdates(ctx.tx, device, a);
  return 'OK';
}

function infoFacts(results: ReturnType<typeof parseCommandResults>) {
  const info = results.find((r) => /^INFO$/i.test(r.cmd) && r.returnCode >= 0);
  if (!info) return {};
  const pairs = Object.fromEntries(
    info.text
      .split('\n')
      .slice(1)
      .map((l) => [l.slice(0, l.indexOf('=')).trim(), l.slice(l.indexOf('=') + 1).trim()] as const)
      .filter(([k]) => k !== ''),
  );
  return deviceFacts(pairs);
}

/** A transfer queries each PIN's user, then its fingers; this is the last query of a PIN. */
const QUERY_USER = /^DATA QUERY FINGERTMP PIN=([\w.-]+)$/;

/**
 * Step 3 of a transfer (ZKTECO-PUSH.md): the source has answered its queries for a PIN and uploaded
 * the USER and template lines (devices upload before they answer), so the held update for each
 * target is rewritten from what the source sent, and the templates follow it.
 */
async function releaseTransferUpdates(
  tx: Tx,
  device: Registered,
  a: commands.AnsweredCommand,
): Promise<void> {
  const pin = QUERY_USER.exec(a.command)?.[1];
  if (!pin || a.transactionId === null || !a.transactionKind?.endsWith('transfer')) return;
  const held = await commands.heldUserUpdates(tx, device.companyId, a.transactionId, device.deviceId, pin);
  if (held.length === 0) return;
  const source = await repo.findDeviceUser(tx, device.companyId, device.deviceId, pin);
  if (!source) return;
  const templates = source.templates.flatMap((t) => templateCommand(t) ?? []);
  for (const h of held) {
    if (source.name !== null)
      await commands.rewriteCommand(tx, device.companyId, h.id, userInfoCommand(source));
    await commands.queueCommands(
      tx,
      device.companyId,
      a.transactionId,
      templates.map((command) => ({ deviceId: h.deviceId, command })),
    );
  }
}

/** Keep-alive during long uploads: counts as contact. */
export async function answerPing(ctx: RequestContext): Promise<string> {
  const device = registered(ctx);
  if (device) await repo.touchDevice(ctx.tx, device.companyId, device.deviceId);
  return 'OK';
}
