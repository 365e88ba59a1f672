#!/usr/bin/env node
// Fails when source files import each other in a cycle (ARCHITECTURE §2: no import cycles). A cycle
// makes load order matter (a value read before its module has run is undefined) and ties files that
// should be separable. Only value imports count: `import type` and `export type` vanish at run time.
// Relative imports and @clockroom/contracts are followed; packages are leaves.
//
//   node scripts/import-cycles.mjs            lists each cycle, exit 1 if any
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { sourceFiles } from './source-files.mjs';

const root = path.resolve(import.meta.dirname, '..');
const SOURCE_DIRS = ['packages/contracts/src', 'apps/server/src', 'apps/web/src'];
const PACKAGE_ENTRIES = { '@clockroom/contracts': 'packages/contracts/src/index.ts' };
const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

/** The specifiers a file imports or re-exports as values (type-only statements left out). */
function valueImports(text) {
  const specs = [];
  const statement = /(?:^|\n)\s*(import|export)\s+(type\s+)?([^'";]*?)\s*from\s*['"]([^'"]+)['"]/g;
  for (const m of text.matchAll(statement)) {
    if (m[2]) continue;
    const names = m[3].trim();
    // `import { type A, type B } from` is type-only too.
    const inner = /^\{([^}]*)\}$/.exec(names);
    if (inner && inner[1].split(',').every((n) => !n.trim() || /^type\s/.test(n.trim()))) continue;
    specs.push(m[4]);
  }
  for (const m of text.matchAll(/(?:^|\n)\s*import\s*['"]([^'"]+)['"]/g)) specs.push(m[1]);
  return specs;
}

function resolve(from, spec) {
  const base = PACKAGE_ENTRIES[spec]
    ? path.join(root, PACKAGE_ENTRIES[spec])
    : spec.startsWith('.')
      ? path.resolve(path.dirname(from), spec)
      : null;
  if (!base) return null;
  for (const ext of EXTENSIONS) {
    const candidate = base + ext;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Tarjan's strongly connected components: every component with more than one file is a cycle. */
function cycles(graph) {
  let index = 0;
  const stack = [];
  const meta = new Map();
  const found = [];
  const visit = (v) => {
    meta.set(v, { index, low: index, onStack: true });
    index++;
    stack.push(v);
    for (const w of graph.get(v) ?? []) {
      if (!meta.has(w)) {
        visit(w);
        meta.get(v).low = Math.min(meta.get(v).low, meta.get(w).low);
      } else if (meta.get(w).onStack) meta.get(v).low = Math.min(meta.get(v).low, meta.get(w).index);
    }
    if (meta.get(v).low === meta.get(v).index) {
      const component = [];
      let w;
      do {
        w = stack.pop();
        meta.get(w).onStack = false;
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || (graph.get(v) ?? []).includes(v)) found.push(component);
    }
  };
  for (const v of graph.keys()) if (!meta.has(v)) visit(v);
  return found;
}

const files = SOURCE_DIRS.flatMap((d) => sourceFiles(path.join(root, d)));
const graph = new Map(
  files.map((f) => [
    f,
    valueImports(readFileSync(f, 'utf8'))
      .map((s) => resolve(f, s))
      .filter((x) => x !== null),
  ]),
);
const found = cycles(graph);
for (const component of found) {
  console.log(`import cycle among ${component.length} files:`);
  for (const f of component.sort()) console.log(`  ${path.relative(root, f)}`);
}
console.log(`import cycles: ${found.length} in ${files.length} files`);
process.exit(found.length ? 1 : 0);
