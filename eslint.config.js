import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/**
 * A module may import another module only through its index.ts (ARCHITECTURE §2): one zone per
 * module, listing every other module's folder except its index.
 */
function moduleZones(base) {
  let modules = [];
  try {
    modules = readdirSync(base, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
  return modules.flatMap((m) =>
    modules
      .filter((o) => o !== m)
      .map((o) => ({
        target: `${base}/${m}`,
        from: `${base}/${o}`,
        except: ['./index.ts'],
        message: 'Import another module only through its index.ts.',
      })),
  );
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    plugins: { 'import-x': importX },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      // Layering (ARCHITECTURE §2): platform knows no module; only repositories touch the database;
      // a module reaches another module only through its index.ts.
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            { target: './apps/server/src/platform', from: './apps/server/src/modules' },
            { target: './apps/web/src/platform', from: './apps/web/src/modules' },
            { target: './apps/web/src', from: './apps/server' },
            { target: './packages/contracts', from: './apps' },
            ...moduleZones('./apps/server/src/modules'),
            ...moduleZones('./apps/web/src/modules'),
          ],
        },
      ],
    },
  },
  {
    files: ['apps/server/src/modules/**/*.ts'],
    ignores: ['**/*.repository.ts', '**/*.test.ts', '**/*.isolation.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['drizzle-orm', 'drizzle-orm/*'], message: 'Only repositories touch the database.' },
            { group: ['**/db/schema/*', '**/db/schema'], message: 'Only repositories touch the database.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.tsx', 'apps/web/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
