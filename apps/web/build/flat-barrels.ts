import { readFileSync } from 'node:fs';
import { parseAst, type Plugin } from 'vite';

type Node = { type: string; start: number; end: number; [key: string]: unknown };
/** Where a passed-on export really lives: the file and the name it has there. */
interface Origin {
  file: string;
  name: string;
}
type Resolve = (source: string, importer: string) => Promise<string | null>;
type Reexports = Map<string, Origin>;

const nameOf = (node: unknown) => {
  const n = node as { name?: string; value?: string };
  return n.name ?? n.value ?? '';
};
const sourceOf = (node: Node) => String((node.source as Node).value);

/**
 * The names `file` passes on from other modules (`export { a } from './a'`, `export * from './b'`,
 * `import a from './a'; export { a }`), each followed to the module that defines it. Names the file
 * defines itself are not listed: importing them keeps importing the file.
 */
async function reexportsOf(file: string, resolve: Resolve): Promise<Reexports> {
  const imported = new Map<string, Origin>();
  const out: Reexports = new Map();
  const body = (parseAst(readFileSync(file, 'utf8')) as unknown as { body: Node[] }).body;
  for (const statement of body) {
    if (statement.type === 'ImportDeclaration') {
      const from = await resolve(sourceOf(statement), file);
      for (const spec of from ? (statement.specifiers as Node[]) : []) {
        if (spec.type === 'ImportNamespaceSpecifier') continue;
        const name = spec.type === 'ImportDefaultSpecifier' ? 'default' : nameOf(spec.imported);
        imported.set(nameOf(spec.local), { file: from as string, name });
      }
    } else if (statement.type === 'ExportNamedDeclaration' && !statement.declaration) {
      const from = statement.source ? await resolve(sourceOf(statement), file) : undefined;
      if (from === null) continue;
      for (const spec of statement.specifiers as Node[]) {
        const local = nameOf(spec.local);
        const origin = from ? { file: from, name: local } : imported.get(local);
        if (origin) out.set(nameOf(spec.exported), origin);
      }
    } else if (statement.type === 'ExportAllDeclaration' && !statement.exported) {
      const from = await resolve(sourceOf(statement), file);
      if (from) out.set(`*${from}`, { file: from, name: '*' });
    }
  }
  return out;
}

/**
 * Imports of names that a module only passes on (`import { Menu } from 'antd'`, `import { omit } from
 * '@rc-component/util'`) point at the module that defines each name, in builds. Only for packages the
 * build treats as free of side effects (`barrels`; vite.config.ts `moduleSideEffects`), where the
 * bundler may skip a barrel's own code anyway when none of its own names is used, so the bundle holds
 * the same code. What changes is the module graph the chunk groups read (build/chunk-groups.ts):
 * through a barrel, a file that takes one name seems to import every module the barrel lists, and the
 * screens' imports could not be told apart.
 */
export function flatBarrels(scope: RegExp, barrels: RegExp): Plugin {
  const files = new Map<string, Promise<Reexports>>();
  let resolve: Resolve = async () => null;
  const reexports = (file: string) => {
    if (!files.has(file)) files.set(file, reexportsOf(file, resolve));
    return files.get(file) as Promise<Reexports>;
  };
  /** Where `name` exported by `file` is defined, following re-exports through other barrels. */
  const originOf = async (file: string, name: string, depth = 0): Promise<Origin | undefined> => {
    if (!barrels.test(file) || !/\.m?js$/.test(file) || depth > 8) return undefined;
    const own = await reexports(file);
    const direct = own.get(name);
    if (direct) return (await originOf(direct.file, direct.name, depth + 1)) ?? direct;
    if (name === 'default') return undefined;
    for (const [key, star] of own) {
      if (!key.startsWith('*')) continue;
      const found = await originOf(star.file, name, depth + 1);
      if (found) return found;
    }
    return undefined;
  };
  return {
    name: 'clockroom:flat-barrels',
    apply: 'build',
    enforce: 'post',
    buildStart() {
      files.clear();
    },
    async transform(code, id) {
      // Script modules only: styles and assets pass through this hook too.
      if (!scope.test(id) || !/\.[mc]?[jt]sx?$/.test(id) || !code.includes('import')) return null;
      resolve = async (source, importer) =>
        (await this.resolve(source, importer, { skipSelf: true }))?.id.split('?')[0] ?? null;
      const body = (parseAst(code) as unknown as { body: Node[] }).body;
      const edits: { start: number; end: number; text: string }[] = [];
      for (const statement of body) {
        if (statement.type !== 'ImportDeclaration') continue;
        const specs = statement.specifiers as Node[];
        if (!specs.length || specs.some((s) => s.type === 'ImportNamespaceSpecifier')) continue;
        const from = await resolve(sourceOf(statement), id);
        if (!from) continue;
        const direct: string[] = [];
        const kept: string[] = [];
        for (const spec of specs) {
          const local = nameOf(spec.local);
          const name = spec.type === 'ImportDefaultSpecifier' ? 'default' : nameOf(spec.imported);
          const origin = await originOf(from, name);
          if (origin)
            direct.push(`import { ${origin.name} as ${local} } from ${JSON.stringify(origin.file)};`);
          else kept.push(`${name} as ${local}`);
        }
        if (!direct.length) continue;
        const source = code.slice((statement.source as Node).start, (statement.source as Node).end);
        const rest = kept.length ? `import { ${kept.join(', ')} } from ${source};` : '';
        edits.push({ start: statement.start, end: statement.end, text: direct.join('') + rest });
      }
      if (!edits.length) return null;
      let out = code;
      for (const edit of edits.reverse()) out = out.slice(0, edit.start) + edit.text + out.slice(edit.end);
      return { code: out, map: null };
    },
  };
}
