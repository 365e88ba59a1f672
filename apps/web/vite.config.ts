import { fileURLToPath } from 'node:url';
import { defineConfig, parseAst, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { shellChunkGroups } from './build/chunk-groups.ts';
import { flatBarrels } from './build/flat-barrels.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
const api = 'http://localhost:3000';
const src = (path: string) => fileURLToPath(new URL(`./src/${path}`, import.meta.url));

/**
 * Code with no top-level effects, so that a module none of whose exports is used can be dropped:
 * contracts by rule (`"sideEffects": false`), antd and its rc-component and @ant-design parts by their
 * code (antd declares it, but only when imported by package name; the rc-components do not declare it).
 */
const sideEffectFree =
  /[\\/](packages[\\/]contracts|node_modules[\\/](antd|@rc-component|@ant-design))[\\/].*\.[mc]?[jt]sx?$/;

const shellGroups = shellChunkGroups({
  entry: src('main.tsx'),
  kits: {
    shell: src('app/layouts/app-shell.tsx'),
    home: src('modules/home/dashboard/pages/home-page.tsx'),
  },
  isPublicPage: (id) => /src[\\/](modules[\\/](auth|billing)|app[\\/]pages)[\\/]/.test(id),
  isIcon: (id) => /node_modules[\\/]@ant-design[\\/]icons/.test(id),
  isLoose: (id) => /[\\/](packages[\\/]contracts|node_modules[\\/]zod)[\\/]/.test(id),
});

/**
 * How the build cuts chunks (docs/decisions/0039). React, TanStack and i18next are long-lived vendor
 * chunks: they change only when a dependency is upgraded, so browsers keep them across releases.
 * Everything else the entry loads is one chunk of libraries and one of our code. What the signed-in
 * shell and the home page load goes in the chunks of build/chunk-groups.ts; the rest (each page's own
 * components) is cut by the bundler, by which pages use it, so /login downloads no tables or menus.
 */
const vendorGroups = [
  { name: 'vendor-react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 3 },
  { name: 'vendor-tanstack', test: /node_modules[\\/]@tanstack[\\/]/, priority: 2 },
  { name: 'vendor-i18n', test: /node_modules[\\/](i18next|react-i18next)[\\/]/, priority: 2 },
  // Split by where each module was imported from, the entry loaded some 35 chunks, most under 1 KB,
  // each paying gzip's fixed cost. Our stand-ins for antd parts (`shims`) go with the libraries: antd
  // imports them, and a library chunk importing our code chunk, which imports it, would be a cycle.
  {
    name: 'vendor',
    test: (id: string) => /node_modules[\\/]/.test(id) || standIns.has(id),
    tags: ['$initial' as const],
    priority: 1,
  },
  {
    name: 'app',
    test: (id: string) =>
      id !== src('main.tsx') && !standIns.has(id) && /[\\/](src|packages[\\/]contracts)[\\/]/.test(id),
    tags: ['$initial' as const],
    priority: 1,
  },
  ...shellGroups.groups,
];

/**
 * A few antd imports bring whole engines to pages for options we never use, so in builds they are
 * swapped for small stand-ins (docs/decisions/0010); everything else keeps the real components:
 * - Form's label imports Tooltip (popup engine, ~20 KB gzip, on /login) only for Form.Item's `tooltip`
 *   prop (our help goes in `extra`): the label gets a native-title fallback.
 * - ConfigProvider imports the tooltip UniqueProvider only for `tooltip={{ unique: true }}`, which we
 *   never set: a pass-through (update of 2026-11-26).
 * - Radio.Group imports Form's `useForm` module for a one-line naming helper, and with it rc-form's
 *   engine and validator (~12 KB gzip) on every table, since Table uses Radio: the helper alone.
 * - Table imports its column filter dropdown, and with it Tree, for columns with `filters`, which no
 *   screen sets: the real dropdown loads when such a column first renders (docs/decisions/0039).
 * - Table's row selection takes four helpers from rc-tree's index, which keeps the whole Tree
 *   (~11 KB gzip) on every list page: the helpers alone.
 */
const shims = [
  {
    source: '../tooltip',
    importer: /antd[\\/]es[\\/]form[\\/]FormItemLabel\.js$/,
    shim: src('platform/ui/form-label-tooltip.tsx'),
  },
  {
    source: '../tooltip/UniqueProvider',
    importer: /antd[\\/]es[\\/]config-provider[\\/]index\.js$/,
    shim: src('platform/ui/unique-tooltip-provider.tsx'),
  },
  {
    source: '../form/hooks/useForm',
    importer: /antd[\\/]es[\\/]radio[\\/]group\.js$/,
    shim: src('platform/ui/radio-name-path.ts'),
  },
  {
    source: './FilterDropdown',
    importer: /antd[\\/]es[\\/]table[\\/]hooks[\\/]useFilter[\\/]index\.js$/,
    shim: src('app/stand-ins/table-filter-dropdown.tsx'),
  },
  {
    source: '@rc-component/tree',
    importer: /antd[\\/]es[\\/]table[\\/]hooks[\\/]useSelection\.js$/,
    shim: src('app/stand-ins/tree-selection-utils.ts'),
  },
];
/** Our files that antd imports in builds: they load with antd, in its chunks (vite.config groups). */
const standIns = new Set(shims.map((s) => s.shim));

function withoutUnusedEngines(): Plugin {
  return {
    name: 'clockroom:without-unused-engines',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (!importer) return null;
      const shim = shims.find((s) => s.source === source && s.importer.test(importer))?.shim;
      if (shim) return shim;
      // antd's `form/context` (Select, Input, Dropdown… reach it through ContextIsolator) needs only
      // rc-form's `FormProvider`, but takes it from the package index, whose top-level
      // `Form.Field = Field`-style writes count as effects and keep the whole engine. Point it at the
      // one file that defines `FormProvider`: pages with a form load the index, which imports that same
      // file, so there is still one context object.
      if (source === '@rc-component/form' && /antd[\\/]es[\\/]form[\\/]context\.js$/.test(importer)) {
        return this.resolve('@rc-component/form/es/FormContext.js', importer, { skipSelf: true });
      }
      return null;
    },
  };
}

/**
 * A page that reads only a message table from a contracts file would otherwise keep every schema of
 * that file, and Zod with them (~24 KB gzip): the bundler cannot know that building a schema
 * (`z.object({...}).extend(...)`) has no effects, and a pure mark on a call still keeps its arguments.
 * Contracts have no top-level effects by rule (`"sideEffects": false`), so each top-level
 * `const x = <expression with calls>` there becomes `const x = /* @__PURE__ *\/ (() => (<expression>))()`,
 * which the bundler drops whole when nothing reads `x`, and which evaluates as before when something does.
 */
function pureContracts(): Plugin {
  const contracts = /[\\/]packages[\\/]contracts[\\/]src[\\/](?!.*\.test\.ts$).*\.ts$/;
  type Node = { type: string; start: number; end: number; [key: string]: unknown };
  const declarators = (statement: Node): Node[] => {
    const declaration =
      statement.type === 'ExportNamedDeclaration' ? (statement.declaration as Node | null) : statement;
    return declaration?.type === 'VariableDeclaration' ? (declaration.declarations as Node[]) : [];
  };
  const plain = new Set([
    'Literal',
    'ArrowFunctionExpression',
    'FunctionExpression',
    'Identifier',
    'TemplateLiteral',
  ]);
  return {
    name: 'clockroom:pure-contracts',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (!contracts.test(id)) return null;
      const program = parseAst(code, { lang: 'ts' }) as unknown as { body: Node[] };
      const inits = program.body
        .flatMap(declarators)
        .map((d) => d.init as Node | null)
        .filter(
          (init): init is Node =>
            !!init && !plain.has(init.type) && code.slice(init.start, init.end).includes('('),
        );
      let out = code;
      for (const init of inits.sort((a, b) => b.start - a.start)) {
        out = `${out.slice(0, init.start)}/* @__PURE__ */ (() => (${out.slice(init.start, init.end)}))()${out.slice(init.end)}`;
      }
      return { code: out, map: null };
    },
  };
}

/**
 * Endpoints are defined once in contracts with their Zod schemas (ADR 33); the web's client is
 * type-only, so a page calling one must not keep the schemas (and Zod, ~24 KB gzip) alive. Every
 * `defineEndpoint({...})` of contracts becomes the plain object `({...})` without its schema
 * properties (and its OpenAPI-only summary and description): an object literal is pure, so an endpoint no
 * page reads is dropped too. A call of an endpoint kit (`decisionEndpoints({...})`, `recordEndpoints({...})`,
 * `collectionEndpoints({...})`) keeps its callee and loses the same properties of its argument. Types
 * are untouched.
 */
function endpointsWithoutSchemas(): Plugin {
  const contracts = /[\\/]packages[\\/]contracts[\\/]src[\\/](?!.*\.test\.ts$).*\.ts$/;
  const schemaKeys = new Set(['params', 'query', 'body', 'response', 'summary', 'description']);
  // Contracts' helpers that define several endpoints from one object written at the call: the call
  // stays and loses the same properties (its own `defineEndpoint`s lose them where it defines them).
  const kits = new Set(['decisionEndpoints', 'recordEndpoints', 'collectionEndpoints']);
  type Node = { type: string; start: number; end: number; [key: string]: unknown };
  type Cut = { start: number; end: number; comma: boolean };
  const isNode = (v: unknown): v is Node => typeof v === 'object' && v !== null && 'type' in v;
  const cuts = (node: Node, found: Cut[]): Cut[] => {
    const callee = node.callee as Node | undefined;
    const arg = (node.arguments as Node[] | undefined)?.[0];
    const kit = kits.has(String(callee?.name));
    if (
      node.type === 'CallExpression' &&
      callee &&
      (callee.name === 'defineEndpoint' || kit) &&
      arg?.type === 'ObjectExpression'
    ) {
      if (!kit) found.push({ start: callee.start, end: callee.end, comma: false });
      for (const p of arg.properties as Node[])
        if (p.type === 'Property' && schemaKeys.has(String((p.key as Node).name)))
          found.push({ start: p.start, end: p.end, comma: true });
    }
    for (const value of Object.values(node))
      for (const child of Array.isArray(value) ? value : [value]) if (isNode(child)) cuts(child, found);
    return found;
  };
  return {
    name: 'clockroom:endpoints-without-schemas',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      // A file may define its endpoints through the kits alone (a list, create, get, update and delete).
      if (!contracts.test(id) || !['defineEndpoint', ...kits].some((name) => code.includes(`${name}(`)))
        return null;
      const program = parseAst(code, { lang: 'ts' }) as unknown as Node;
      let out = code;
      for (const cut of cuts(program, []).sort((a, b) => b.start - a.start)) {
        const comma = cut.comma ? /^\s*,/.exec(out.slice(cut.end)) : null;
        out = out.slice(0, cut.start) + out.slice(cut.end + (comma ? comma[0].length : 0));
      }
      return { code: out, map: null };
    },
  };
}

export default defineConfig({
  root,
  plugins: [
    react(),
    withoutUnusedEngines(),
    endpointsWithoutSchemas(),
    pureContracts(),
    flatBarrels(/[\\/](src|node_modules[\\/](antd|@rc-component|@ant-design))[\\/]/, sideEffectFree),
    shellGroups.plugin,
  ],
  server: {
    port: 5173,
    proxy: { '/api': api, '/files': api },
  },
  preview: {
    port: 4173,
    proxy: { '/api': api, '/files': api },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    manifest: true,
    target: 'es2022',
    // Lazy routes carry no preload list (ADR 10): with some 450 routes, the lists cost the entry more
    // than /login's whole page. The HTML still preloads what the entry imports.
    modulePreload: {
      polyfill: false,
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []),
    },
    rolldownOptions: {
      // @clockroom/contracts builds Zod schemas at module level; they are pure, so modules whose exports
      // are unused (say the schemas, on /login) can be dropped instead of dragging Zod into every page.
      treeshake: {
        moduleSideEffects: (id: string) => !sideEffectFree.test(id),
      },
      output: {
        codeSplitting: { includeDependenciesRecursively: false, groups: vendorGroups },
        // Shared chunks are named by the pages sharing them (icons~page~page~…, 100+ characters), and
        // every lazy route's preload list in the entry repeats those names: short names keep /login
        // from paying for them (ADR 10).
        chunkFileNames: 'assets/c-[hash].js',
      },
    },
  },
});
