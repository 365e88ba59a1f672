import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import formbody from '@fastify/formbody';
import multipart from '@fastify/multipart';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { sql } from 'drizzle-orm';
import { MESSAGES } from '@clockroom/contracts';
import type { AppConfig } from './platform/config/config.ts';
import type { Database } from './platform/db/database.ts';
import { responseSerializerCompiler } from './platform/http/response-serializer.ts';
import { installSecurityHeaders } from './platform/http/security-headers.ts';
import { installErrorHandler } from './platform/http/error-handler.ts';
import { installMessageCodes } from './platform/http/message-codes.ts';
import { answerFrameworkError, installInputGuard } from './platform/http/input-guard.ts';
import { installRouteGuard } from './platform/http/route-guard.ts';
import { registerOpenApi } from './platform/http/openapi.ts';
import { createMailer } from './platform/mail/mailer.ts';
import type { AppDeps } from './platform/deps.ts';
import { FileStorage } from './platform/files/storage.ts';
import { fileRoutes } from './platform/files/files.routes.ts';
import { notificationRoutes } from './platform/notifications/notifications.routes.ts';
import { JobQueue } from './platform/jobs/job-queue.ts';
import { Approvals } from './platform/approvals/approvals.ts';
import { jobRoutes } from './platform/jobs/jobs.routes.ts';
import { defineExpiredCleanup } from './platform/jobs/expired-cleanup.ts';
import { registerModules } from './modules/index.ts';
import { registerIclock } from './modules/attendance/index.ts';
import { registerCareersPages } from './modules/recruitment/index.ts';

export interface BuildAppOptions {
  config: AppConfig;
  database: Database;
  logger?: boolean | object;
}

/** Trusts the nearest `hops` proxies in front: X-Forwarded-For entries those proxies added. */
const trustHops =
  (hops: number) =>
  (_address: string, hop: number): boolean =>
    hop < hops;

/** Requests slower than this are logged as warnings. */
const SLOW_REQUEST_MS = 3000;

export async function buildApp({ config, database, logger }: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ?? { level: config.logLevel },
    bodyLimit: config.bodyLimitBytes,
    genReqId: (req) => {
      const given = req.headers['x-request-id'];
      return typeof given === 'string' && /^[\w-]{8,64}$/.test(given) ? given : randomUUID();
    },
    // A hop count as proxy-addr reads it (Fastify's types take a function, not the number).
    trustProxy: typeof config.trustProxy === 'number' ? trustHops(config.trustProxy) : config.trustProxy,
    routerOptions: { ignoreTrailingSlash: true, ignoreDuplicateSlashes: true },
    frameworkErrors: answerFrameworkError,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(responseSerializerCompiler({ check: config.checkResponses }));
  app.addHook('onSend', async (request, reply) => {
    void reply.header('x-request-id', request.id);
  });
  // A request that takes seconds is worth a line at the production log level: on the embedded
  // database one long transaction holds every other request, and this names which one.
  app.addHook('onResponse', async (request, reply) => {
    if (reply.elapsedTime < SLOW_REQUEST_MS) return;
    request.log.warn(
      { method: request.method, url: request.url, ms: Math.round(reply.elapsedTime) },
      'slow request',
    );
  });

  installErrorHandler(app);
  installMessageCodes(app);
  installInputGuard(app);
  installSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // antd (cssinjs) injects style tags at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        // A candidate's CV is previewed in a frame from a blob address the page made of the signed-in
        // download (ADR 70): the CV never has an address of its own, so none could be framed instead.
        frameSrc: ["'self'", 'blob:'],
        frameAncestors: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
      },
    },
  });
  await app.register(formbody);
  // Uploads are read one file at a time by platform/files/upload.ts, which applies each route's own limit.
  await app.register(multipart, { limits: { fileSize: config.uploadLimitBytes, files: 1, fields: 20 } });
  await app.register(rateLimit, { global: false });
  await registerOpenApi(app);

  // Jobs are defined while modules register and run once the app is ready (ADR 13).
  const jobs = new JobQueue(database, app.log, undefined, config.minutelyJobsEverySeconds);
  app.decorate('jobs', jobs);
  const mailer = createMailer({
    jobs,
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log: app.log,
    outboxDir: path.join(config.dataDir, 'mail-outbox'),
    retryLimit: config.mailRetryLimit,
    retryDelaySeconds: config.mailRetryDelaySeconds,
  });
  const deps: AppDeps = {
    config,
    database,
    jobs,
    mailer,
    files: new FileStorage(path.join(config.dataDir, 'files')),
    // Modules register their approvable subjects on it while they register (ADR 22).
    approvals: new Approvals({ mailer, config }),
  };
  app.decorate('approvals', deps.approvals);
  defineExpiredCleanup(deps, app.log);

  app.get('/api/health', { schema: { hide: true } }, async (_req, reply) => {
    try {
      await database.transaction((tx) => tx.execute(sql`SELECT 1`));
      return { status: 'ok', database: database.kind };
    } catch (err) {
      app.log.error({ err }, 'health check failed');
      return reply.code(503).send({ status: 'error', database: database.kind });
    }
  });

  // Every /api/v1 route is guarded; the guard is installed inside this scope so that plugin routes
  // outside the API (static files, docs) are not asked for a permission they cannot declare.
  await app.register(
    async (api) => {
      installRouteGuard(api, database, { tokenCacheMs: config.tokenCacheMs });
      await fileRoutes(api, deps.files);
      await jobRoutes(api);
      await notificationRoutes(api);
      await registerModules(api, deps);
    },
    { prefix: '/api/v1' },
  );
  // The ZKTeco push protocol (ADR 26): devices call /iclock/*, named by serial number, outside /api/v1.
  await registerIclock(app, database);
  // The public careers pages (issue 24): server-rendered HTML at /careers, before the web app's fallback.
  await registerCareersPages(app, deps);
  await serveWebApp(app, config);
  // Every module has defined its jobs by now (awaited registers run their plugins); outside the
  // ready hooks, since the queue's first start migrates its schema and may outlast a plugin timeout.
  await jobs.start();
  app.addHook('onClose', () => jobs.stop());
  return app;
}

/** The built web app on the same port; unknown non-API paths get index.html for client routing. */
async function serveWebApp(app: FastifyInstance, config: AppConfig): Promise<void> {
  const indexFile = path.join(config.webDistDir, 'index.html');
  const hasWeb = existsSync(indexFile);
  if (hasWeb) {
    await app.register(fastifyStatic, { root: config.webDistDir, wildcard: false, index: false });
  }
  app.setNotFoundHandler((request, reply) => {
    const isApi = request.url.startsWith('/api/') || request.url.startsWith('/iclock/');
    // A missing build file (a chunk of an older release, say) is a 404, not the app page: served as
    // index.html, the browser would refuse it as a script with a MIME error instead of reporting it.
    const isAsset = request.url.startsWith('/assets/');
    if (!isApi && !isAsset && hasWeb && request.method === 'GET') {
      return reply.header('cache-control', 'no-cache').sendFile('index.html');
    }
    return reply.code(404).send({ message: MESSAGES.notFound });
  });
}
