import { parentPort, workerData } from 'node:worker_threads';
import {
  DeviceSimulator,
  attlogLine,
  httpTransport,
  type Punch,
} from '../../../tools/device-simulator/simulator.ts';
import { percentile } from '../floors.ts';

/**
 * The simulated clocks of the punch-ingest scenario, in a worker thread: the load must not share the
 * event loop of the app it measures (the bench runs the app in its own process, as autocannon does).
 */
export interface PushJob {
  baseUrl: string;
  batch: number;
  devices: { serial: string; punches: Punch[] }[];
}
export interface PushOutcome {
  seconds: number;
  p50: number;
  p99: number;
  requests: number;
  wrongAnswers: number;
}

async function push(job: PushJob): Promise<PushOutcome> {
  const latencies: number[] = [];
  let wrongAnswers = 0;
  const started = performance.now();
  await Promise.all(
    job.devices.map(async (d) => {
      const sim = new DeviceSimulator({
        serial: d.serial,
        transport: httpTransport(job.baseUrl, 60_000),
        batchSize: job.batch,
      });
      await sim.handshake();
      for (let i = 0; i < d.punches.length; i += job.batch) {
        const batch = d.punches.slice(i, i + job.batch);
        const t0 = performance.now();
        const answer = await sim.pushAttlogText(`${batch.map(attlogLine).join('\r\n')}\r\n`);
        latencies.push(performance.now() - t0);
        if (answer !== `OK:${batch.length}`) wrongAnswers++;
      }
    }),
  );
  const sorted = Float64Array.from(latencies).sort();
  return {
    seconds: (performance.now() - started) / 1000,
    p50: percentile(sorted, 50),
    p99: percentile(sorted, 99),
    requests: latencies.length,
    wrongAnswers,
  };
}

push(workerData as PushJob).then(
  (outcome) => parentPort?.postMessage({ outcome }),
  (err: unknown) => parentPort?.postMessage({ error: err instanceof Error ? err.message : String(err) }),
);
