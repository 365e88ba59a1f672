import path from 'node:path';
import { migrateDatabase, openDatabase } from './database.ts';
import { tenancyViolations } from './tenancy-rules.ts';
import { scopingProblems } from './check-scoping.ts';

/**
 * `npm run check:tenancy`: migrates a fresh embedded database (or DATABASE_URL when set) and fails
 * on any tenant table that breaks ARCHITECTURE §3, or any repository query not scoped by companyId
 * (ADR 18).
 */
const database = openDatabase({ databaseUrl: process.env.DATABASE_URL || undefined });
try {
  await migrateDatabase(database);
  const problems = [
    ...(await tenancyViolations(database.owner)),
    ...scopingProblems(path.join(import.meta.dirname, '../..')),
  ];
  if (problems.length) {
    console.error(
      `Tenancy check failed (${problems.length}):\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    process.exitCode = 1;
  } else {
    console.log(
      'Tenancy check passed: every tenant table has company_id, composite keys and forced RLS; repositories filter by companyId (or say why not).',
    );
  }
} finally {
  await database.close();
}
