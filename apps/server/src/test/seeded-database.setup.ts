import { randomBytes } from 'node:crypto';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import type { SeededDatabase } from './test-databases.ts';

/**
 * The integration project's global setup (ADR 19): migrates, syncs the reference data and seeds the
 * demo tenants once per run, so each test file copies a ready database instead of building one
 * (8-12 s a file before). Fresh every run: a run never sees a database left by other code.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const started = performance.now();
  // The seed hashes the demo password at the cost the workers will verify it with: the project's
  // env (cheap argon2) must be in place before passwords.ts reads it on import.
  const [{ openDatabase }, { databaseName, databaseUrls, onServer, prepareDatabase }] = await withEnv(
    project.config.env,
    () => Promise.all([import('../platform/db/database.ts'), import('./test-databases.ts')]),
  );
  const serverUrl = process.env.TEST_DATABASE_URL;
  let seeded: SeededDatabase;
  let teardown: () => Promise<void>;
  if (serverUrl) {
    const template = databaseName('clockroom_tpl', randomBytes(6).toString('hex'));
    await onServer(serverUrl, `CREATE DATABASE ${template}`);
    const urls = databaseUrls(serverUrl, template);
    const database = openDatabase({
      databaseUrl: urls.appUrl,
      migrationDatabaseUrl: urls.ownerUrl,
      poolMax: 2,
    });
    try {
      await prepareDatabase(database, true);
    } finally {
      // CREATE DATABASE ... TEMPLATE refuses while anyone is connected to the template.
      await database.close();
    }
    // And nobody may connect later, so a stray connection can never make a test file's copy fail.
    await onServer(serverUrl, `ALTER DATABASE ${template} WITH ALLOW_CONNECTIONS false`);
    seeded = { kind: 'postgres', template };
    teardown = () => onServer(serverUrl, `DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
  } else {
    const database = openDatabase({});
    let tarball: Blob;
    try {
      await prepareDatabase(database, true);
      if (!database.dumpDataDir) throw new Error('the embedded database cannot dump its data directory');
      tarball = await database.dumpDataDir();
    } finally {
      await database.close();
    }
    const dir = await mkdtemp(path.join(tmpdir(), 'clockroom-seeded-'));
    const file = path.join(dir, 'pglite.tar');
    await writeFile(file, Buffer.from(await tarball.arrayBuffer()));
    seeded = { kind: 'pglite', tarball: file };
    teardown = () => rm(dir, { recursive: true, force: true });
  }
  project.provide('seededDatabase', seeded);
  const where =
    seeded.kind === 'postgres' ? `PostgreSQL template ${seeded.template}` : 'PGlite data directory';
  console.log(`Seeded ${where} in ${((performance.now() - started) / 1000).toFixed(1)}s`);
  return teardown;
}

/** Runs `fn` with `env` set, then puts the process environment back as it was. */
async function withEnv<T>(env: Partial<NodeJS.ProcessEnv>, fn: () => Promise<T>): Promise<T> {
  const previous = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  for (const [k, v] of Object.entries(env)) if (v !== undefined) process.env[k] = v;
  try {
    return await fn();
  } finally {
    for (const [k, v] of Object.entries(previous)) {
      if (v === undefined) Reflect.deleteProperty(process.env, k);
      else process.env[k] = v;
    }
  }
}
