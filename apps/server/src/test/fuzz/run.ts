import type { LightMyRequestResponse } from 'fastify';
import { login, type TestApp } from '../harness.ts';
import { casesOf, type FuzzCase } from './cases.ts';
import { fingerprintChanges } from './fingerprint.ts';
import type { Operation } from './openapi.ts';

/** What one run shares across operations: the app, the admin's token and the database fingerprint. */
export interface FuzzSession {
  t: TestApp;
  token: string;
  fingerprint: () => Promise<string>;
  /** Resolves once the background work accepted requests left to the job queue has run. */
  settle: () => Promise<void>;
  /** Whether a queued job ran in the last `ms` milliseconds (its writes are not a request's). */
  jobsRan: (ms: number) => Promise<boolean>;
  requests: number;
}

/**
 * Sends every case of one operation and returns what went wrong, one line each: a 5xx, a guarded
 * value that was not the guard's 422, or a refused request after which the database had changed.
 * The fingerprint is taken around every request that may write, so a write is blamed on the request
 * that made it; a GET is only checked once around all of its cases.
 */
export async function fuzzOperation(s: FuzzSession, op: Operation): Promise<string[]> {
  const problems: string[] = [];
  const reads = op.method === 'GET' && !op.writes;
  const start = await s.fingerprint();
  let before = start;
  for (const c of casesOf(op)) {
    const sent = Date.now();
    let res = await send(s, op, c);
    const what = () => `${c.target}=${summary(c.value)} -> ${res.statusCode} ${res.body.slice(0, 160)}`;
    if (res.statusCode >= 500) problems.push(`5xx: ${what()}`);
    else if (c.guarded && res.statusCode !== 422) problems.push(`not refused by the input guard: ${what()}`);
    if (reads) continue;
    if (res.statusCode < 400) await s.settle();
    let after = await s.fingerprint();
    if (res.statusCode >= 400 && after !== before && (await s.jobsRan(Date.now() - sent))) {
      // A queued job wrote while this request ran: judge the case again once the queue is quiet.
      await s.settle();
      before = await s.fingerprint();
      res = await send(s, op, c);
      after = await s.fingerprint();
    }
    if (res.statusCode >= 400 && after !== before) {
      problems.push(`refused but wrote (${fingerprintChanges(before, after)}): ${what()}`);
    }
    before = after;
  }
  if (reads && (await s.fingerprint()) !== start) problems.push('a GET wrote to the database');
  await stayedSignedIn(s);
  return problems;
}

function send(s: FuzzSession, op: Operation, c: FuzzCase): Promise<LightMyRequestResponse> {
  s.requests += 1;
  const n = s.requests;
  const headers: Record<string, string> = {
    authorization: `Bearer ${s.token}`,
    // A fresh client address per request: sign-in and sign-up rate limits would otherwise answer
    // 429 before the body is even read, and later cases would test nothing.
    'x-forwarded-for': `198.18.${(n >> 8) & 255}.${n & 255}`,
  };
  const payload = c.rawBody ?? (c.body === undefined ? undefined : JSON.stringify(c.body));
  if (payload !== undefined) headers['content-type'] = 'application/json';
  return s.t.app.inject({
    method: op.method,
    url: c.url,
    headers,
    ...(payload === undefined ? {} : { payload }),
  });
}

/** A case that changed the signed-in session (a password, a role) must not make the rest unsigned. */
async function stayedSignedIn(s: FuzzSession): Promise<void> {
  const res = await s.t.app.inject({
    method: 'GET',
    url: '/api/v1/user',
    headers: { authorization: `Bearer ${s.token}` },
  });
  if (res.statusCode === 401) s.token = await login(s.t, 'admin@demo.example');
}

function summary(value: unknown): string {
  const text = typeof value === 'string' ? value : (JSON.stringify(value) ?? String(value));
  const shown = JSON.stringify(text.length > 40 ? `${text.slice(0, 40)}…(${text.length} chars)` : text);
  return shown;
}
