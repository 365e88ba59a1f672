import pg from 'pg';

/**
 * PostgreSQL's connection slots, shared by everything a run opens: the app's pool (BENCH_POOL, whose
 * idle connections close 10 s after a load), pg-boss and the owner pool, and each floor's
 * BENCH_CONNECTIONS. On a default server (max_connections 100, 3 reserved) the app's 50 left idle by
 * one scenario's load and the next floor's 50 do not fit together: a floor waits here until its
 * connections do, rather than being refused one of them.
 */

/** Longer than the app pool's idle timeout (node-postgres' default, 10 s), with room for a loaded box. */
const WAIT_MS = 60_000;
const log = (message: string) => process.stderr.write(`[bench] ${message}\n`);
const POLL_MS = 250;

export interface SlotCount {
  /** Connections a non-superuser may still open. */
  free: number;
  max: number;
  /** Client backends connected now, this probe's included. */
  used: number;
}

/** The server's free connection slots, as the given role sees them (the probe counts as used). */
export async function freeSlots(connectionString: string): Promise<SlotCount> {
  const client = new pg.Client({ connectionString });
  client.on('error', () => undefined);
  await client.connect();
  try {
    const r = await client.query<{ max: number; reserved: number; used: number }>(`
      SELECT current_setting('max_connections')::int AS max,
        current_setting('superuser_reserved_connections')::int
          + coalesce(nullif(current_setting('reserved_connections', true), '')::int, 0) AS reserved,
        (SELECT count(*)::int FROM pg_stat_activity
          -- Another role's session shows only its database and user to a non-superuser (the app role
          -- probes): backend_type is then null. Client backends are the ones with both.
          WHERE backend_type = 'client backend'
            OR (backend_type IS NULL AND datid IS NOT NULL AND usesysid IS NOT NULL)) AS used`);
    const row = r.rows[0];
    if (!row) throw new Error('no answer from pg_stat_activity');
    return { free: row.max - row.reserved - row.used, max: row.max, used: row.used };
  } finally {
    await client.end();
  }
}

/**
 * Waits until `needed` more connections fit on the server (the probe's own slot is given back when
 * it closes, so one spare is kept). Fails with the figures after WAIT_MS instead of letting a
 * connection be refused half-way through a measurement.
 */
export async function waitForSlots(
  connectionString: string,
  needed: number,
  timeoutMs = WAIT_MS,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  const started = Date.now();
  let last: SlotCount | undefined;
  let lastError: unknown;
  let told = false;
  for (;;) {
    try {
      last = await freeSlots(connectionString);
      if (last.free >= needed) {
        if (told) log(`${needed} connections free after ${((Date.now() - started) / 1000).toFixed(1)} s`);
        return;
      }
      if (!told) {
        told = true;
        log(`waiting for ${needed} free connections (${last.used} of ${last.max} in use)…`);
      }
    } catch (err) {
      // The probe itself may be refused while the server is full: that is waiting too.
      lastError = err;
    }
    if (Date.now() >= deadline) {
      const seen = last
        ? `${last.used} of max_connections ${last.max} in use, ${last.free} free`
        : `the server refused every probe (${String(lastError)})`;
      throw new Error(
        `${needed} PostgreSQL connections did not become free within ${Math.round(timeoutMs / 1000)} s: ${seen}. ` +
          'Lower BENCH_CONNECTIONS or BENCH_POOL, stop other clients, or raise max_connections.',
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** SQLSTATE 53300: the server has no slot left for this connection (too many clients, reserved slots). */
const isRefusal = (err: unknown) => (err as { code?: string } | null)?.code === '53300';

/**
 * Opens `count` connections once they fit, all or none. A set of which one is refused for want of a
 * slot (another client took it since the count) is closed and opened again until WAIT_MS has passed;
 * any other failure is thrown at once. A half-opened set left checked out would hang the run.
 */
export async function connectClients(connectionString: string, count: number): Promise<pg.Client[]> {
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    await waitForSlots(connectionString, count, Math.max(1, deadline - Date.now()));
    const clients = Array.from({ length: count }, () => new pg.Client({ connectionString }));
    // A dead connection fails its pending query (the caller counts it); the event itself must not crash the run.
    for (const c of clients) c.on('error', () => undefined);
    const opened = await Promise.allSettled(clients.map((c) => c.connect()));
    const refused = opened.find((o): o is PromiseRejectedResult => o.status === 'rejected');
    if (!refused) return clients;
    await closeClients(connectionString, clients);
    if (!isRefusal(refused.reason) || Date.now() >= deadline)
      throw new Error(`could not open ${count} PostgreSQL connections: ${String(refused.reason)}`);
    log(`a connection was refused (${String(refused.reason)}); trying again…`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS * 4));
  }
}

/**
 * Closes the connections and waits until their server backends are gone, so the next measurement
 * finds their slots free (a closed socket's backend takes a moment to exit on a busy box).
 */
export async function closeClients(connectionString: string, clients: readonly pg.Client[]): Promise<void> {
  const pids = clients
    .map((c) => (c as pg.Client & { processID?: number | null }).processID)
    .filter((pid): pid is number => typeof pid === 'number');
  await Promise.allSettled(clients.map((c) => c.end()));
  if (pids.length === 0) return;
  const deadline = Date.now() + WAIT_MS;
  const probe = new pg.Client({ connectionString });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    while (Date.now() < deadline) {
      const r = await probe.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM pg_stat_activity WHERE pid = ANY($1::int[])',
        [pids],
      );
      if (Number(r.rows[0]?.n ?? 0) === 0) return;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS / 5));
    }
  } catch {
    // Only a courtesy to the next measurement, which waits for its own slots anyway.
  } finally {
    await probe.end().catch(() => undefined);
  }
}
