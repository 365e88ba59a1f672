import { describe, expect, it } from 'vitest';
import { tenantTables, unscopedFunctions } from './check-scoping.ts';

const tables = tenantTables();
const repository = (body: string) =>
  `import { branches, branchTypes } from '../../db/schema/index.ts';\n${body}`;

describe('unscopedFunctions', () => {
  it('knows the tenant tables from the schema, and not the shared ones', () => {
    expect(tables.exports.has('branches')).toBe(true);
    expect(tables.exports.has('branchTypes')).toBe(false);
    expect(tables.exports.has('companies')).toBe(false);
  });
  it('passes a function that filters a tenant table by companyId', () => {
    const text = repository(`export async function find(tx, companyId, id) {
      return tx.select().from(branches).where(and(eq(branches.companyId, companyId), eq(branches.id, id)));
    }`);
    expect(unscopedFunctions('x.repository.ts', text, tables)).toEqual([]);
  });
  it('flags one that relies on RLS, even when it names the column or goes through a constant', () => {
    const text = repository(`const columns = { id: branches.id };
    export async function find(tx, id) {
      return tx.select(columns).from(branchTypes).where(eq(branches.companyId, branches.id));
    }
    export const raw = (tx) => tx.execute(sql\`SELECT 1 FROM branches\`);
    export async function types(tx) { return tx.select().from(branchTypes); }`);
    expect(unscopedFunctions('x.repository.ts', text, tables)).toEqual(['find', 'raw']);
  });
  it('skips a function marked with a scoping exemption and its reason, and only that one', () => {
    const text = repository(`/** Sign-in: the company is not known yet. */
    // scoping: a login lookup runs before the tenant is known
    export async function byEmail(tx, email) { return tx.select().from(branches); }
    // scoping:
    export async function noReason(tx) { return tx.select().from(branches); }
    export async function after(tx) { return tx.select().from(branches); }`);
    expect(unscopedFunctions('x.repository.ts', text, tables)).toEqual(['noReason', 'after']);
  });
});
