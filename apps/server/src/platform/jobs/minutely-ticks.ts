import type { FastifyBaseLogger } from 'fastify';
import type { PgBoss } from 'pg-boss';

export const EVERY_MINUTE = '* * * * *';

/**
 * Queues the system job `kind` every `seconds`, beside its every-minute schedule, at most one waiting
 * at a time; the caller clears the returned timer when it stops. For servers that should not wait for
 * the minute: the overtime journey waited up to two minutes for two such jobs (the engine settling a
 * day, then the submission to approvers, in no set order), most of its 137 s on a path where every
 * journey runs after another. Production keeps the minute (config: MINUTELY_JOBS_EVERY_SECONDS).
 */
export function queueEvery(
  boss: PgBoss,
  kind: string,
  seconds: number,
  log: FastifyBaseLogger,
): ReturnType<typeof setInterval> {
  const ticker = setInterval(() => {
    boss.send(kind, null, { singletonSeconds: seconds }).catch((err: unknown) => {
      log.warn({ err, kind }, 'an extra run of a minutely job could not be queued');
    });
  }, seconds * 1000);
  ticker.unref();
  return ticker;
}
