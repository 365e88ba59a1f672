import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

const DB_PATTERNS = [
  { group: ['drizzle-orm', 'drizzle-orm/*'], message: 'Only repositories touch the database.' },
  { group: ['**/db/schema/*', '**/db/schema'], message: 'Only repositories touch the database.' },
];

/**
 * A module may import another module only through its index.ts (ARCHITECTURE §2), and platform/
 * imports no module. Built with core no-restricted-imports, one pattern group per other module.
 */
function moduleBoundaries(base, { dbRule }) {
  let modules = [];
  try {
    modules = readdirSync(base, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name);
  } catch {
    return [];
  }
  const ups = ['../', '../../', '../../../', '../../../../'];
  const cross = (m) =>
    modules
      .filter((o) => o !== m)
      .map((o) => ({
        group: [...ups.map((u) => `${u}${o}/**`), ...ups.map((u) => `!${u}${o}/index.ts`)],
        message: 'Import another module only through its index.ts.',
      }));
  const dataFiles = ['**/*.repository.ts', '**/*.test.ts', '**/*.isolation.ts', '**/*.fixtures.ts'];
  return modules.flatMap((m) => {
    const files = [`${base}/${m}/**/*.ts`, `${base}/${m}/**/*.tsx`];
    if (!dbRule) return [{ files, rules: { 'no-restricted-imports': ['error', { patterns: cross(m) }] } }];
    return [
      {
        files,
        ignores: dataFiles,
        rules: { 'no-restricted-imports': ['error', { patterns: [...DB_PATTERNS, ...cross(m)] }] },
      },
      {
        files: dataFiles.map((f) => `${base}/${m}/${f}`),
        rules: { 'no-restricted-imports': ['error', { patterns: cross(m) }] },
      },
    ];
  });
}

const platformIsModuleFree = (dir) => ({
  files: [`${dir}/**/*.ts`, `${dir}/**/*.tsx`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          {
            group: ['**/modules/**', '../modules', '../../modules'],
            message: 'platform/ imports no module.',
          },
        ],
      },
    ],
  },
});

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
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'off',
    },
  },
  ...moduleBoundaries('apps/server/src/modules', { dbRule: true }),
  ...moduleBoundaries('apps/web/src/modules', { dbRule: false }),
  platformIsModuleFree('apps/server/src/platform'),
  platformIsModuleFree('apps/web/src/platform'),
  {
    files: ['apps/web/src/**/*.tsx', 'apps/web/src/**/*.ts'],
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
