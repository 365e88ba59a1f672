import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

export interface OwnServer {
  baseURL: string;
  stop(): Promise<void>;
}

/**
 * A second Clockroom for one journey that needs a setting the suite's server does not have (a short
 * access-token life): the same server.mjs, on its own port and fresh data directory.
 */
export async function startOwnServer(port: number, env: Record<string, string>): Promise<OwnServer> {
  const dir = mkdtempSync(path.join(tmpdir(), 'clockroom-e2e-own-'));
  const child = spawn(process.execPath, [path.resolve(import.meta.dirname, '../server.mjs')], {
    // Its own process group, so stopping it also stops the server process server.mjs starts.
    detached: true,
    stdio: 'inherit',
    env: {
      ...process.env,
      ...env,
      E2E_PORT: String(port),
      E2E_DATA_DIR: path.join(dir, 'data'),
      E2E_DATA_DIR_FILE: path.join(dir, 'data-dir'),
    },
  });
  const baseURL = `http://localhost:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stop = async () => {
    if (child.pid !== undefined && child.exitCode === null) process.kill(-child.pid, 'SIGTERM');
    await exited;
    rmSync(dir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const up = await fetch(`${baseURL}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (up) return { baseURL, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`the journey's own server on port ${port} did not start`);
}
