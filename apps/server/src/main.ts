import { loadConfig } from './platform/config/config.ts';
import { migrateDatabase, openDatabase } from './platform/db/database.ts';
import { syncReferenceData } from './db/seed/reference-data.ts';
import { DEMO_PASSWORD, DEMO_SIGNINS, seedDemo } from './db/seed/demo.ts';
import { buildApp } from './app.ts';

const config = loadConfig();
const database = openDatabase({
  databaseUrl: config.databaseUrl,
  migrationDatabaseUrl: config.migrationDatabaseUrl,
  dataDir: config.dataDir,
  poolMax: Number(process.env.DB_POOL_MAX ?? 20),
});
await migrateDatabase(database);
await syncReferenceData(database.owner);
// The embedded database gets the demo on first start; PostgreSQL only when asked (db:seed-demo).
const demoOptions = {
  attendance: true,
  leaveTypes: true,
  leaveRequests: process.env.DEMO_LEAVE_REQUESTS !== '0',
  payroll: process.env.DEMO_PAYROLL !== '0',
};
// Seeded once the app is built: the demo's payroll runs through the pay item sources modules register.
const app = await buildApp({ config, database });
const seeded =
  database.kind === 'pglite' || process.env.SEED_DEMO === '1' ? await seedDemo(database, demoOptions) : false;
// PREPARE_ONLY=1: migrate and seed, then stop, leaving a data directory to copy (the browser journeys
// prepare one for all their servers instead of each seeding its own, e2e/server.mjs).
if (process.env.PREPARE_ONLY === '1') {
  await app.close();
  await database.close();
  console.log(`  Prepared ${config.dataDir}${seeded ? ' (demo data seeded)' : ''}`);
  process.exit(0);
}
await app.listen({ port: config.port, host: config.host });

const banner = [
  '',
  `  Clockroom is running at ${config.appUrl}`,
  `  Database: ${database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL'}${seeded ? ' (demo data seeded)' : ''}`,
  '',
  ...(database.kind === 'pglite' || seeded
    ? [
        `  Demo sign-ins (password ${DEMO_PASSWORD}):`,
        ...DEMO_SIGNINS.map((s) => `    company ${s.company.padEnd(5)}  ${s.email.padEnd(24)} ${s.role}`),
        '',
      ]
    : []),
  `  API docs: ${config.appUrl}/api/docs`,
  '',
];
console.log(banner.join('\n'));

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  const force = setTimeout(() => process.exit(1), 10_000);
  force.unref();
  await app.close();
  await database.close();
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
