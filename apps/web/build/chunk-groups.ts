import type { Plugin } from 'vite';

interface ModuleGraph {
  getModuleInfo(
    id: string,
  ): { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
}

export interface ChunkRoots {
  /** The app's entry module. */
  entry: string;
  /**
   * What every signed-in session loads, by name, the shell first: the modules they import share
   * chunks named after them (ARCHITECTURE §6 measures the shell with the home page).
   */
  kits: Record<string, string>;
  /** Pages shown signed out (measured on top of the sign-in page, scripts/bundle-budget.mjs). */
  isPublicPage: (id: string) => boolean;
  /** Icon modules: tiny, and each shown by a few pages. */
  isIcon: (id: string) => boolean;
  /**
   * Modules left to the bundler: contracts and Zod, which every page reaches through the contracts
   * index although a page keeps only the few it uses (vite.config.ts `pureContracts`).
   */
  isLoose: (id: string) => boolean;
}

/** Every module `from` imports statically, directly or not: what loading it downloads. */
function staticClosure(graph: ModuleGraph, from: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const stack = [...from];
  while (stack.length) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(graph.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

/** The lazy pages reachable from `entry`. */
function lazyPages(graph: ModuleGraph, entry: string): string[] {
  const seen = new Set<string>();
  const pages = new Set<string>();
  const stack = [entry];
  while (stack.length) {
    const id = stack.pop() as string;
    if (seen.has(id)) continue;
    seen.add(id);
    const info = graph.getModuleInfo(id);
    for (const page of info?.dynamicallyImportedIds ?? []) pages.add(page);
    stack.push(...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? []));
  }
  return [...pages].sort();
}

/** Adds `name` to the users of every module in `closure`. */
function addUser(users: Map<string, string[]>, closure: Iterable<string>, name: string) {
  for (const id of closure) users.set(id, [...(users.get(id) ?? []), name]);
}

/**
 * Chunk groups for what the signed-in shell and the home page load (docs/decisions/0039). Left to
 * itself the bundler cuts one chunk per set of lazy pages sharing a module: with some 450 pages the
 * shell and home downloaded some 60 chunks of under 2 KB, each compressed on its own (16 KB gzip more
 * than the same code in one file). A module the shell imports is downloaded by every signed-in screen
 * anyway, so such modules can share chunks, split only by which signed-out pages import them too:
 * `shell` is what no signed-out page needs, `shell-3-7` what signed-out pages 3 and 7 need as well
 * (numbered in path order), so a signed-out page still downloads only modules it imports. The home
 * page's own modules go the same way (`home`, `home-7`), and so do the icons of signed-out pages
 * (`icons-7`): left to the bundler they were merged with other pages' icons. The entry's own modules
 * are taken first by the `$initial` groups of vite.config.ts.
 *
 * The graph is read before tree-shaking, so imports must name the module that defines what they take:
 * build/flat-barrels.ts sees to it for antd and its parts.
 */
export function shellChunkGroups(roots: ChunkRoots) {
  let names: Map<string, string> | undefined;
  const compute = (graph: ModuleGraph) => {
    const signedOut = new Map<string, string[]>();
    lazyPages(graph, roots.entry)
      .filter(roots.isPublicPage)
      .forEach((page, index) => addUser(signedOut, staticClosure(graph, [page]), String(index)));
    const kits = new Map<string, string[]>();
    for (const [kit, root] of Object.entries(roots.kits)) addUser(kits, staticClosure(graph, [root]), kit);
    const out = new Map<string, string>();
    for (const [id, kit] of kits) {
      if (!roots.isLoose(id)) out.set(id, [kit[0], ...(signedOut.get(id) ?? [])].join('-'));
    }
    for (const [id, pages] of signedOut) {
      if (!out.has(id) && roots.isIcon(id)) out.set(id, ['icons', ...pages].join('-'));
    }
    return out;
  };
  const plugin: Plugin = {
    name: 'clockroom:shell-chunk-groups',
    apply: 'build',
    buildStart() {
      names = undefined;
    },
  };
  const group = {
    name: (id: string, ctx: ModuleGraph) => {
      names ??= compute(ctx);
      return names.get(id) ?? null;
    },
    priority: 1,
  };
  return { plugin, groups: [group] };
}
