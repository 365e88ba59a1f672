import autocannon from 'autocannon';

export interface LoadOptions {
  url: string;
  connections: number;
  seconds: number;
  headers?: Record<string, string>;
  /** GET unless given; a JSON body is sent as is. */
  method?: 'GET' | 'POST';
  body?: string;
  /** Unreported run first (JIT, pool connections, caches); 0 to skip. */
  warmupSeconds?: number;
}

export interface LoadResult {
  /** Completed requests (any status) per second over the run. */
  reqPerSec: number;
  /** Latency percentiles in milliseconds. */
  p50: number;
  p99: number;
  /** Connection errors and timeouts. */
  errors: number;
  non2xx: number;
  total: number;
  seconds: number;
}

/**
 * autocannon in a worker thread (`workers: 1`): the load generator must not share the event loop of
 * the server it measures, which lives in this process.
 */
async function fire(opts: LoadOptions, seconds: number): Promise<autocannon.Result> {
  return autocannon({
    url: opts.url,
    connections: opts.connections,
    duration: seconds,
    headers: opts.headers ?? {},
    method: opts.method ?? 'GET',
    ...(opts.body === undefined ? {} : { body: opts.body }),
    workers: 1,
    timeout: 10,
  });
}

export async function load(opts: LoadOptions): Promise<LoadResult> {
  if (opts.warmupSeconds) await fire(opts, opts.warmupSeconds);
  const r = await fire(opts, opts.seconds);
  const seconds = r.duration > 0 ? r.duration : opts.seconds;
  return {
    reqPerSec: r.requests.total / seconds,
    p50: r.latency.p50,
    p99: r.latency.p99,
    errors: r.errors,
    non2xx: r.non2xx,
    total: r.requests.total,
    seconds,
  };
}
