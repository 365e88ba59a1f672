/**
 * Stable codes for the texts the server answers (ADR 32). A message table stays what it is (an
 * `as const` object of English texts, some of them functions of a name or a count); the catalogue
 * gives each table a namespace once, so each text gets the code `<namespace>.<key>`, and a text read
 * back from an answer finds its code and the values it was built from.
 */

/** Values a parameterised message was built from, by parameter name, as they appear in the text. */
export type MessageParams = Record<string, string>;

export interface MessageCode {
  code: string;
  params?: MessageParams;
}

export interface CatalogueEntry {
  code: string;
  /** The English text, with `{{name}}` where a parameter goes (i18next's placeholders). */
  english: string;
  params: readonly string[];
}

/** A table of messages by key; an interface-typed table (no index signature) is one too. */
type MessageTable = object;

export interface MessageCatalogue {
  /** The tables by namespace, as given. */
  readonly tables: Readonly<Record<string, MessageTable>>;
  /** Every message by code, in catalogue order. */
  readonly entries: ReadonlyMap<string, CatalogueEntry>;
  /** The code of a text the server answered, with its parameters; undefined for a text no table holds. */
  codeOf(text: string): MessageCode | undefined;
}

// Marks an argument's place in a function's output (private-use characters no message contains).
const mark = (i: number) => `\uE000${i}\uE001`;
const MARK_OR_NAN = /\uE000(\d+)\uE001|NaN/g;
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The parameter names of `(a, b) => …`, `a => …` or `function (a, b) {…}`, as the source wrote them. */
function parameterNames(fn: (...args: never[]) => unknown): string[] {
  const source = fn.toString();
  const list =
    /^\s*(?:async\s*)?(?:function[^(]*)?\(([^)]*)\)/.exec(source)?.[1] ?? /^\s*(\w+)\s*=>/.exec(source)?.[1];
  return (list ?? '')
    .split(',')
    .map((p) => p.replace(/[:=].*$/s, '').trim())
    .filter(Boolean);
}

interface Compiled extends CatalogueEntry {
  pattern?: RegExp;
}

/**
 * A function message is called once with markers for arguments; where it computed with one (a count
 * of minutes from seconds), the marker comes out as NaN and that place takes the next unused name.
 * `rename` names a place the function's own parameter would misname ('seconds' shown as minutes).
 */
function compile(
  code: string,
  message: unknown,
  rename: readonly string[] | undefined,
): Compiled | undefined {
  if (typeof message === 'string') return { code, english: message, params: [] };
  if (typeof message !== 'function') return undefined;
  const fn = message as (...args: string[]) => unknown;
  const declared = parameterNames(fn);
  const out = fn(...declared.map((_, i) => mark(i)));
  if (typeof out !== 'string') return undefined;
  const names: string[] = [];
  const unused = [...declared];
  const parts = out.split(MARK_OR_NAN);
  let english = '';
  let source = '^';
  // split() with one capturing group yields text, index-or-undefined (NaN), text, …
  for (let i = 0; i < parts.length; i += 2) {
    const text = parts[i] ?? '';
    english += text;
    source += escape(text);
    if (i + 1 >= parts.length) break;
    const index = parts[i + 1];
    const own = index === undefined ? unused[0] : declared[Number(index)];
    const name = rename?.[names.length] ?? own ?? `p${names.length}`;
    if (own !== undefined && unused.includes(own)) unused.splice(unused.indexOf(own), 1);
    names.push(name);
    english += `{{${name}}}`;
    source += '([\\s\\S]*?)';
  }
  return { code, english, params: names, pattern: new RegExp(`${source}$`) };
}

/**
 * Builds the catalogue from `{ namespace: TABLE }`. `renamed` gives, by code, the names of a function
 * message's parameters where its own would mislead. The lookup is built on first use, so a bundle
 * that imports contracts without reading codes pays nothing for it.
 */
export function defineMessageCatalogue(
  tables: Readonly<Record<string, MessageTable>>,
  renamed: Readonly<Record<string, readonly string[]>> = {},
): MessageCatalogue {
  let built:
    { entries: Map<string, Compiled>; byText: Map<string, string>; patterns: Compiled[] } | undefined;
  const build = () => {
    if (built) return built;
    const entries = new Map<string, Compiled>();
    const byText = new Map<string, string>();
    const patterns: Compiled[] = [];
    for (const [namespace, table] of Object.entries(tables)) {
      for (const [key, message] of Object.entries(table as Record<string, unknown>)) {
        const code = `${namespace}.${key}`;
        const entry = compile(code, message, renamed[code]);
        if (!entry || entries.has(code)) continue;
        entries.set(code, entry);
        // The same English in two tables (a "fetched" text) answers with the first table's code.
        if (entry.pattern) patterns.push(entry);
        else if (!byText.has(entry.english)) byText.set(entry.english, code);
      }
    }
    built = { entries, byText, patterns };
    return built;
  };
  return {
    tables,
    get entries() {
      return build().entries;
    },
    codeOf(text) {
      const { byText, patterns } = build();
      const code = byText.get(text);
      if (code !== undefined) return { code };
      for (const entry of patterns) {
        const found = entry.pattern?.exec(text);
        if (!found) continue;
        const params: MessageParams = {};
        entry.params.forEach((name, i) => (params[name] = found[i + 1] ?? ''));
        return { code: entry.code, params };
      }
      return undefined;
    },
  };
}

/** The English of a code with its parameters filled in: the fallback when no translation exists. */
export function fillParams(template: string, params: MessageParams | undefined): string {
  return template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => params?.[name] ?? whole);
}
