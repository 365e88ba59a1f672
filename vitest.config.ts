import { defineConfig } from 'vitest/config';

// Two projects: fast unit tests (rules, formatting, helpers) and API integration tests that build the
// app in-process against a fresh database per test file (PGlite by default, PostgreSQL when
// TEST_DATABASE_URL is set). The integration run seeds one database first and each file copies it
// (ADR 19).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/**/src/**/*.test.ts', 'apps/**/src/**/*.test.ts'],
          exclude: ['**/*.integration.test.ts', '**/node_modules/**'],
          // Files share a worker's imports (77 s to about 11 s); nothing they import keeps state
          // between files (i18next gets its own copy of the English texts, i18n.ts).
          isolate: false,
        },
      },
      {
        test: {
          name: 'integration',
          include: ['apps/server/src/**/*.integration.test.ts'],
          globalSetup: ['apps/server/src/test/seeded-database.setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          pool: 'forks',
          // Cheap hashing in tests only; production keeps the OWASP cost.
          env: { ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1' },
          maxWorkers: 2,
          // A worker imports the server once and runs file after file with it; isolation re-imported
          // it for every file (449 s to 347 s on the 2-core CI machine). Each file still builds its own
          // app on its own database.
          isolate: false,
        },
      },
    ],
  },
});
