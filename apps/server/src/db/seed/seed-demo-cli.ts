import { loadConfig } from '../../platform/config/config.ts';
import { migrateDatabase, openDatabase } from '../../platform/db/database.ts';
import { syncReferenceData } from './reference-data.ts';
import { DEMO_PASSWORD, DEMO_SIGNINS, seedDemo } from './demo.ts';
import { buildApp } from '../../app.ts';

/** `npm run db:seed-demo`: migrates, then adds the demo tenants if they are missing. */
const config = loadConfig();
const database = openDatabase({
  databaseUrl: config.databaseUrl,
  migrationDatabaseUrl: config.migrationDatabaseUrl,
  dataDir: config.dataDir,
});
await migrateDatabase(database);
await syncReferenceData(database.owner);
// Built, not started: the demo's payroll runs through the pay item sources the modules register.
const app = await buildApp({ config, database });
const seeded = await seedDemo(database);
await app.close();
console.log(
  seeded ? `Demo data seeded. Password for every demo user: ${DEMO_PASSWORD}` : 'Demo data already present.',
);
for (const s of DEMO_SIGNINS) console.log(`  company ${s.company}  ${s.email}  ${s.role}`);
await database.close();
