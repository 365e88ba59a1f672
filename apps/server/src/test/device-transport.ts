import type { TestApp } from './harness.ts';
import type { Transport } from '../../../../tools/device-simulator/simulator.ts';

/**
 * The device simulator's transport straight into the test app, as a ZKTeco clock talks to it
 * (plain text, the iClock user agent). Shared by the iclock conformance tests and the canteen's.
 */
export const inject =
  (app: TestApp['app']): Transport =>
  async (req) => {
    const res = await app.inject({
      method: req.method,
      url: req.path,
      payload: req.body ?? '',
      headers: { 'content-type': 'text/plain', 'user-agent': 'iClock Proxy/1.09' },
    });
    return {
      status: res.statusCode,
      body: res.body,
      headers: Object.fromEntries(Object.entries(res.headers).map(([k, v]) => [k, String(v)])),
    };
  };
