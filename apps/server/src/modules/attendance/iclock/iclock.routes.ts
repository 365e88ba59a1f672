import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SERIAL_PATTERN } from '@clockroom/contracts';
import type { Database } from '../../../platform/db/database.ts';
import { registerDeviceScope } from '../../../platform/http/device-scope.ts';
import { AppError } from '../../../platform/http/errors.ts';
import * as service from './iclock.service.ts';

/**
 * The ZKTeco push protocol under /iclock (ZKTECO-PUSH.md, ADR 26). Answers are plain text with a
 * `Date` header (devices set their clocks from it). A device that gets an error backs off and its
 * records pile up, so anything unexpected (an unknown path, a request without a serial) is answered
 * `OK` and logged; only a failure to store (the database down) is a 503, so nothing is claimed as
 * stored that was not.
 */
export async function registerIclock(app: FastifyInstance, database: Database): Promise<void> {
  await registerDeviceScope(app, database, service.deviceDirectory, '/iclock', iclockRoutes);
}

type Query = Record<string, string | undefined>;
const query = (req: FastifyRequest) => (req.query ?? {}) as Query;
const text = (reply: FastifyReply, body: string) => reply.type('text/plain; charset=utf-8').send(body);
const serialOf = (req: FastifyRequest) => req.ctx.device?.serial ?? '';
const bodyOf = (req: FastifyRequest) => (typeof req.body === 'string' ? req.body : '');
const hide = { hide: true };
const device = { device: true };

/** `table=` and `Stamp=` as firmware spells them (`table=ATTLOG`, `table=options`, `OpStamp=`). */
function param(q: Query, ...names: string[]): string | undefined {
  for (const [k, v] of Object.entries(q)) if (names.includes(k.toLowerCase())) return v;
  return undefined;
}

const OPERLOG_TABLES = new Set(['OPERLOG', 'USERINFO', 'BIODATA', 'FINGERTMP']);

async function iclockRoutes(scope: FastifyInstance): Promise<void> {
  scope.addHook('onSend', async (_req, reply) => {
    void reply.header('date', new Date().toUTCString());
  });
  // The guard refuses a request without a usable serial (401); a device is answered OK instead.
  scope.addHook('onRequest', async (req, reply) => {
    if (!req.routeOptions.config.device) return;
    const sn = query(req).SN;
    if (typeof sn !== 'string' || !SERIAL_PATTERN.test(sn)) {
      req.log.warn({ url: req.url.slice(0, 200) }, 'device request without a usable serial');
      return text(reply, 'OK');
    }
  });
  scope.setErrorHandler(async (err, req, reply) => {
    const failure = !(err instanceof AppError) && (err as { statusCode?: number }).statusCode === undefined;
    if (failure) {
      req.log.error({ err, serial: query(req).SN }, 'device request failed');
      return reply.code(503).header('retry-after', '30').type('text/plain').send('ERROR');
    }
    // Bytes no column can hold, a body too large: the device cannot fix them by re-sending.
    req.log.warn({ err, serial: query(req).SN }, 'device request refused');
    return text(reply.code(200), 'OK');
  });

  scope.get('/cdata', { config: device, schema: hide }, async (req, reply) =>
    text(reply, await service.answerHandshake(req.ctx, serialOf(req))),
  );
  scope.post('/cdata', { config: device, schema: hide }, async (req, reply) => {
    const q = query(req);
    const table = (param(q, 'table') ?? '').toUpperCase();
    const body = bodyOf(req);
    if (table === 'ATTLOG') {
      return text(
        reply,
        await service.receiveAttlog(req.ctx, req.log, serialOf(req), body, param(q, 'stamp')),
      );
    }
    if (table === 'OPTIONS') return text(reply, await service.receiveOptions(req.ctx, body));
    if (OPERLOG_TABLES.has(table)) {
      const stamp = param(q, 'stamp', 'opstamp');
      return text(reply, await service.receiveOperlog(req.ctx, req.log, serialOf(req), table, body, stamp));
    }
    req.log.info({ serial: serialOf(req), table: table.slice(0, 40) }, 'device table not stored');
    return text(reply, 'OK');
  });
  scope.route({
    method: ['GET', 'POST'],
    url: '/getrequest',
    config: device,
    schema: hide,
    handler: async (req, reply) => text(reply, await service.answerPoll(req.ctx, param(query(req), 'info'))),
  });
  scope.post('/devicecmd', { config: device, schema: hide }, async (req, reply) =>
    text(reply, await service.receiveCommandResults(req.ctx, req.log, bodyOf(req))),
  );
  scope.route({
    method: ['GET', 'POST'],
    url: '/ping',
    config: device,
    schema: hide,
    handler: async (req, reply) => text(reply, await service.answerPing(req.ctx)),
  });
  // Anything else a device asks for (`/iclock/FileName=...` after a PutFile, newer endpoints).
  scope.all('/*', { config: { public: true }, schema: hide }, async (req, reply) => {
    req.log.info({ method: req.method, url: req.url.slice(0, 200) }, 'unknown device request');
    return text(reply, 'OK');
  });
}
