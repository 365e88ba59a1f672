import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { getTableColumns, getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import ts from 'typescript';
import * as schema from '../../db/schema/index.ts';

/**
 * ADR 18's scoping rule, checked statically: every repository function that touches a tenant table
 * names `companyId` (the filter Citus routes on), RLS being the second wall. A function passes when it
 * reads a `companyId` value (a parameter, a variable, `{ companyId }`); `table.companyId` alone does
 * not count, since a join condition is no filter. A function the rule cannot apply to says why in a
 * `// scoping: <reason>` line above it (see isExempt). Cheap and file-local: no database needed. The
 * allow-list of whole repositories that relied on RLS alone is gone: its last entry complied.
 */

export interface TenantTables {
  /** Export names of the schema's tables that carry company_id (`branches`). */
  exports: Set<string>;
  /** Their SQL names (`branches`), for queries written as raw SQL text. */
  sqlNames: Set<string>;
}

export function tenantTables(): TenantTables {
  const tables: TenantTables = { exports: new Set(), sqlNames: new Set() };
  for (const [name, value] of Object.entries(schema)) {
    if (!is(value, PgTable)) continue;
    const columns = Object.values(getTableColumns(value));
    if (getTableName(value) === 'companies' || !columns.some((c) => c.name === 'company_id')) continue;
    tables.exports.add(name);
    tables.sqlNames.add(getTableName(value));
  }
  return tables;
}

/** Reads `companyId` as a value, not as a column (`table.companyId`) or an object key. */
function readsCompanyId(node: ts.Node): boolean {
  if (ts.isShorthandPropertyAssignment(node) && node.name.text === 'companyId') return true;
  if (ts.isIdentifier(node) && node.text === 'companyId') {
    const parent = node.parent;
    const isColumn = ts.isPropertyAccessExpression(parent) && parent.name === node;
    const isKey = ts.isPropertyAssignment(parent) && parent.name === node;
    if (!isColumn && !isKey && !ts.isShorthandPropertyAssignment(parent)) return true;
  }
  return ts.forEachChild(node, readsCompanyId) ?? false;
}

const SQL_TABLE = /\b(?:from|join|update|into)\s+"?([a-z_][a-z0-9_]*)/gi;

/** Names a tenant table: a local bound to one, or raw SQL text that reads or writes one. */
function mentions(node: ts.Node, locals: Set<string>, sqlNames: Set<string>): boolean {
  if (ts.isIdentifier(node) && locals.has(node.text)) {
    const parent = node.parent;
    if (!(ts.isPropertyAccessExpression(parent) && parent.name === node)) return true;
  }
  if (ts.isStringLiteralLike(node) || ts.isTemplateLiteralToken(node)) {
    for (const m of node.text.matchAll(SQL_TABLE)) if (m[1] && sqlNames.has(m[1].toLowerCase())) return true;
  }
  return ts.forEachChild(node, (child) => mentions(child, locals, sqlNames)) ?? false;
}

/**
 * Local names that stand for tenant tables: the schema imports, then every module-level constant
 * built from one (a table map, a column list, a subquery), so indirection does not hide a query.
 */
function tenantLocals(source: ts.SourceFile, tables: TenantTables): Set<string> {
  const locals = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (!statement.moduleSpecifier.text.includes('/db/schema')) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) {
      const imported = (element.propertyName ?? element.name).text;
      if (tables.exports.has(imported)) locals.add(element.name.text);
    }
  }
  const constants = source.statements
    .filter(ts.isVariableStatement)
    .flatMap((v) => [...v.declarationList.declarations])
    .filter((d) => ts.isIdentifier(d.name) && d.initializer)
    .filter(
      (d) =>
        !(d.initializer && (ts.isArrowFunction(d.initializer) || ts.isFunctionExpression(d.initializer))),
    );
  for (let grew = true; grew;) {
    grew = false;
    for (const d of constants) {
      const name = (d.name as ts.Identifier).text;
      if (!locals.has(name) && d.initializer && mentions(d.initializer, locals, tables.sqlNames)) {
        locals.add(name);
        grew = true;
      }
    }
  }
  return locals;
}

/**
 * An exemption, written where the function is: a `// scoping: <reason>` line among the comments just
 * above it. For what the rule cannot apply to (a lookup before the tenant is known, a token that
 * names its company) or a helper that runs a filter its caller built from companyId. The reason is
 * required, so each one can be reviewed; ADR 18 lists the kinds.
 */
const EXEMPTION = /^\/\/\s*scoping:\s*\S/;

function isExempt(source: ts.SourceFile, statement: ts.Statement): boolean {
  const comments = ts.getLeadingCommentRanges(source.text, statement.getFullStart()) ?? [];
  return comments.some((c) => EXEMPTION.test(source.text.slice(c.pos, c.end)));
}

/** The top-level functions (declarations and `const f = () => ...`) of a file, without the exempt. */
function functionsOf(source: ts.SourceFile): { name: string; node: ts.Node }[] {
  const found: { name: string; node: ts.Node }[] = [];
  for (const statement of source.statements) {
    if (isExempt(source, statement)) continue;
    if (ts.isFunctionDeclaration(statement) && statement.body) {
      found.push({ name: statement.name?.text ?? '(default)', node: statement });
    } else if (ts.isVariableStatement(statement)) {
      for (const d of statement.declarationList.declarations) {
        const init = d.initializer;
        if (init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init)) && ts.isIdentifier(d.name))
          found.push({ name: d.name.text, node: init });
      }
    }
  }
  return found;
}

/** Functions of one repository that touch a tenant table without reading a companyId. */
export function unscopedFunctions(fileName: string, text: string, tables: TenantTables): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true);
  const locals = tenantLocals(source, tables);
  return functionsOf(source)
    .filter((f) => mentions(f.node, locals, tables.sqlNames) && !readsCompanyId(f.node))
    .map((f) => f.name);
}

/** Every repository function under `srcDir` that queries a tenant table without a companyId. */
export function scopingProblems(srcDir: string): string[] {
  const tables = tenantTables();
  const files = readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.repository.ts'))
    .map((f) => f.split(path.sep).join('/'))
    .sort();
  const problems: string[] = [];
  for (const file of files) {
    const unscoped = unscopedFunctions(file, readFileSync(path.join(srcDir, file), 'utf8'), tables);
    if (unscoped.length)
      problems.push(
        `${file}: ${unscoped.join(', ')} query a tenant table without filtering by companyId` +
          " (a part of a query its caller filters says so: '// scoping: <reason>' above it, ADR 18)",
      );
  }
  return problems;
}
