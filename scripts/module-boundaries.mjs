#!/usr/bin/env node
// Fails when an import crosses a boundary ARCHITECTURE §2 draws (issue 17, "boundaries inside
// contracts, resources of a module kept apart"):
//  1. contracts: `platform/` is the kit every module builds on, so it imports no module folder (the
//     permission catalogue is not one); a
//     module's contracts import the platform and the permission catalogue, not another module's
//     (billing's plans are sold at sign-up, so billing may read auth).
//  2. a module's resources (`modules/<module>/<resource>/`): one resource uses another through its
//     service (server) or its api, i18n and routes files (web), never through its repository, its
//     route handlers, its pages or its components, which are that resource's own business. A folder
//     that is a library of its module rather than a resource (`engine`, `shared`, `components`) may be
//     used by all of them.
// Type-only imports count too: a type reached into another resource's repository ties the two.
//
//   node scripts/module-boundaries.mjs        lists each crossing, exit 1 if any
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sourceFiles } from './source-files.mjs';

const root = path.resolve(import.meta.dirname, '..');
const rel = (f) => path.relative(root, f).split(path.sep).join('/');

/** Crossings that stood when the rule came in; fix one and take it off. The list only shrinks. */
const KNOWN = new Set([]);

const CONTRACT_MODULE_READS = {
  billing: ['platform', 'permissions', 'auth'],
};
/** Files at the contracts' root that any module may read: the reference data (banks, countries, …). */
const SHARED_ROOT_FILES = new Set(['lookups.ts']);
const LIBRARY_FOLDERS = new Set(['engine', 'shared', 'components', 'pages']);
const PRIVATE_FILE = /(\.repository\.ts|\.routes\.ts|\/pages\/.+|\/components\/.+)$/;

/** The relative specifiers a file imports or re-exports, resolved to paths from the repository root. */
function relativeImports(file) {
  const text = readFileSync(file, 'utf8');
  const found = [];
  for (const m of text.matchAll(/(?:import|export)[^'"]*?from\s*['"](\.[^'"]+)['"]/g)) {
    found.push(rel(path.resolve(path.dirname(file), m[1])));
  }
  return found;
}

function contractCrossings() {
  const base = 'packages/contracts/src/';
  const out = [];
  for (const file of sourceFiles(path.join(root, base))) {
    const from = rel(file).slice(base.length);
    const area = from.includes('/') ? from.split('/')[0] : null;
    if (!area || from.endsWith('.test.ts')) continue;
    const may =
      area === 'platform'
        ? ['platform', 'permissions']
        : (CONTRACT_MODULE_READS[area] ?? ['platform', 'permissions']);
    for (const target of relativeImports(file)) {
      if (!target.startsWith(base)) continue;
      const to = target.slice(base.length);
      const toArea = to.includes('/') ? to.split('/')[0] : null;
      if (toArea === area) continue;
      if (toArea === null && SHARED_ROOT_FILES.has(to)) continue;
      if (toArea === null || !may.includes(toArea)) out.push(`contracts ${from} -> ${to}`);
    }
  }
  return out;
}

function resourceCrossings() {
  const out = [];
  for (const app of ['apps/server/src/modules/', 'apps/web/src/modules/']) {
    for (const file of sourceFiles(path.join(root, app))) {
      const from = rel(file).slice(app.length).split('/');
      if (from.length < 3) continue;
      const [module, resource] = from;
      for (const target of relativeImports(file)) {
        if (!target.startsWith(app)) continue;
        const to = target.slice(app.length).split('/');
        if (to.length < 3 || to[0] !== module || to[1] === resource || LIBRARY_FOLDERS.has(to[1])) continue;
        if (PRIVATE_FILE.test(target)) out.push(`${app.split('/')[1]} ${from.join('/')} -> ${to.join('/')}`);
      }
    }
  }
  return out;
}

const crossings = [...contractCrossings(), ...resourceCrossings()];
const fresh = crossings.filter((c) => !KNOWN.has(c));
const mended = [...KNOWN].filter((c) => !crossings.includes(c));
for (const c of fresh) console.error(`boundary crossed: ${c}`);
for (const c of mended)
  console.error(`no longer crossed, take it off KNOWN in scripts/module-boundaries.mjs: ${c}`);
if (fresh.length || mended.length) process.exit(1);
console.log(`Module boundaries hold (${KNOWN.size} known crossings left).`);
