import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { migrateDatabase, openDatabase } from '../../apps/server/src/platform/db/database.ts';
import { syncReferenceData } from '../../apps/server/src/db/seed/reference-data.ts';
import { hashPassword } from '../../apps/server/src/platform/auth/passwords.ts';
import { provisionCompany } from '../../apps/server/src/modules/auth/index.ts';
import {
  CITIES,
  COMPANY_SUFFIXES,
  COMPANY_WORDS,
  FEMALE,
  MALE,
  SURNAMES,
  intBetween,
  pick,
  rng,
  type Random,
} from './fake.ts';
import { loadCompany } from './bulk-load.ts';

export const BENCH_PASSWORD = 'Bench#Clockroom2026';

/** A throw-away database on the server: owner URL (superuser, bypasses RLS) and app-role URL. */
export interface BenchDatabase {
  name: string;
  ownerUrl: string;
  appUrl: string;
  drop(): Promise<void>;
}

export interface BenchCompany {
  id: number;
  slug: string;
  name: string;
  ownerEmail: string;
  ownerUserId: number;
  ownerEmployeeId: number;
  hqBranchId: number;
}

export interface GeneratedData {
  db: BenchDatabase;
  companies: BenchCompany[];
  employeesPerCompany: number;
  password: string;
  /** Phase name → seconds. */
  timings: Record<string, number>;
  totalSeconds: number;
}

export interface GenerateOptions {
  companies: number;
  /** Employees per company, the owner included. */
  employeesPerCompany: number;
  serverUrl?: string;
  /** Called as soon as the database exists, so a caller can drop it even if it is interrupted. */
  onDatabaseCreated?: (db: BenchDatabase) => void;
  log?: (message: string) => void;
}

const DEFAULT_SERVER_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

export async function createBenchDatabase(serverUrl = DEFAULT_SERVER_URL): Promise<BenchDatabase> {
  const name = `clockroom_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const ownerUrl = new URL(serverUrl);
  ownerUrl.pathname = `/${name}`;
  const appUrl = new URL(ownerUrl);
  appUrl.username = 'clockroom_app';
  appUrl.password = '';
  let dropped = false;
  return {
    name,
    ownerUrl: ownerUrl.toString(),
    appUrl: appUrl.toString(),
    async drop() {
      if (dropped) return;
      dropped = true;
      const c = new pg.Client({ connectionString: serverUrl });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

/** Runs `fn` over `items` with at most `limit` in flight, keeping the order of results. */
export async function mapLimit<T, R>(
  items: readonly T[],
  limit: number,
  fn: (item: T, i: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  // One iterator shared by the workers: each entry is handed to exactly one of them.
  const queue = items.entries();
  const worker = async () => {
    for (const [i, item] of queue) results[i] = await fn(item, i);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

const since = (t0: number) => (performance.now() - t0) / 1000;

/**
 * Creates a fresh database, migrates it, syncs reference data, provisions the tenants through the
 * product's own provisionCompany (as the app role, RLS on), then bulk-loads branches, departments,
 * teams, employees and their audit rows through the owner connection.
 */
export async function generate(opts: GenerateOptions): Promise<GeneratedData> {
  const log = opts.log ?? (() => {});
  const timings: Record<string, number> = {};
  const started = performance.now();
  let t0 = started;
  const db = await createBenchDatabase(opts.serverUrl);
  opts.onDatabaseCreated?.(db);
  try {
    const database = openDatabase({ databaseUrl: db.appUrl, migrationDatabaseUrl: db.ownerUrl, poolMax: 4 });
    let companies: BenchCompany[];
    try {
      await migrateDatabase(database);
      await syncReferenceData(database.owner);
      const migrated = since(t0);
      timings['create + migrate'] = migrated;
      log(`database ${db.name} migrated in ${migrated.toFixed(1)} s`);

      t0 = performance.now();
      const passwordHash = await hashPassword(BENCH_PASSWORD);
      const random = rng(20260101);
      const specs = Array.from({ length: opts.companies }, (_, i) => companySpec(random, i));
      companies = await mapLimit(specs, 4, (spec) =>
        database.transaction(async (tx) => {
          const c = await provisionCompany(tx, {
            companyName: spec.name,
            slug: spec.slug,
            industryId: null,
            accountType: 'premium',
            modulesExpireAt: null,
            hqName: spec.hqName,
            owner: { ...spec.owner, passwordHash, isActive: true },
          });
          return {
            id: c.companyId,
            slug: spec.slug,
            name: spec.name,
            ownerEmail: spec.owner.email,
            ownerUserId: c.ownerUserId,
            ownerEmployeeId: c.ownerEmployeeId,
            hqBranchId: c.hqBranchId,
          };
        }),
      );
      const provisioned = since(t0);
      timings['provision companies'] = provisioned;
      log(`${companies.length} companies provisioned in ${provisioned.toFixed(1)} s`);
    } finally {
      await database.close();
    }

    t0 = performance.now();
    const owner = new pg.Pool({ connectionString: db.ownerUrl, max: 2 });
    try {
      await mapLimit(companies, 2, (company, i) =>
        loadCompany(owner, company, opts.employeesPerCompany, 1000 + i),
      );
      const loaded = since(t0);
      timings['bulk employees'] = loaded;
      log(
        `${(companies.length * opts.employeesPerCompany).toLocaleString('en')} employees loaded in ${loaded.toFixed(1)} s`,
      );
      t0 = performance.now();
      await owner.query('VACUUM ANALYZE');
      timings['vacuum analyze'] = since(t0);
    } finally {
      await owner.end();
    }
    return {
      db,
      companies,
      employeesPerCompany: opts.employeesPerCompany,
      password: BENCH_PASSWORD,
      timings,
      totalSeconds: since(started),
    };
  } catch (err) {
    await db.drop().catch(() => {});
    throw err;
  }
}

function companySpec(random: Random, i: number) {
  const slug = `bench-${String(i + 1).padStart(4, '0')}`;
  const female = random() < 0.5;
  const firstName = pick(random, female ? FEMALE : MALE);
  const lastName = pick(random, SURNAMES);
  const hq = pick(random, CITIES);
  return {
    slug,
    name: `${pick(random, SURNAMES)} ${pick(random, COMPANY_WORDS)} ${pick(random, COMPANY_SUFFIXES)}`,
    hqName: `${hq.city} HQ`,
    owner: {
      firstName,
      lastName,
      email: `owner@${slug}.example`,
      phone: `234-80${intBetween(random, 10000000, 99999999)}`,
    },
  };
}
