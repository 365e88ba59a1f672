import { sql } from 'drizzle-orm';
import type { AppDb } from './database.ts';
import { APP_ROLE } from './database.ts';

/** Tables shared by every tenant (ARCHITECTURE §3). Anything else without company_id is a mistake. */
export const GLOBAL_TABLES = [
  'industries',
  'permissions',
  'countries',
  'states',
  'cities',
  'banks',
  'branch_types',
  // A device names itself by serial before it belongs to a company (ZKTECO-PUSH.md, ADR 25).
  'device_registry',
  'device_inbox',
];
/** The tenant registry itself: its own id is the tenant key. */
export const TENANT_ROOT = 'companies';

type TableRow = {
  table: string;
  has_company_id: boolean;
  rls: boolean;
  forced: boolean;
  policy: string | null;
  pk_first: string | null;
};
type FkRow = {
  table: string;
  name: string;
  target: string;
  columns: string[];
  target_columns: string[];
  target_has_company_id: boolean;
};

/** Inspects the migrated schema and lists every way it breaks the tenancy rules. */
export async function tenancyViolations(owner: AppDb): Promise<string[]> {
  const problems: string[] = [];
  const tables = (
    await owner.execute<TableRow>(sql`
      SELECT c.relname AS table,
        EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = 'company_id' AND NOT a.attisdropped) AS has_company_id,
        c.relrowsecurity AS rls, c.relforcerowsecurity AS forced,
        (SELECT string_agg(coalesce(p.qual, '') || ' ' || coalesce(p.with_check, ''), ' ') FROM pg_policies p
           WHERE p.schemaname = 'public' AND p.tablename = c.relname) AS policy,
        (SELECT a.attname FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = i.indkey[0]
           WHERE i.indrelid = c.oid AND i.indisprimary) AS pk_first
      FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p')
      ORDER BY c.relname`)
  ).rows;
  for (const t of tables) {
    if (GLOBAL_TABLES.includes(t.table)) {
      if (t.has_company_id) problems.push(`${t.table}: a global table must not have company_id`);
      continue;
    }
    const isRoot = t.table === TENANT_ROOT;
    if (!t.has_company_id && !isRoot) {
      problems.push(`${t.table}: no company_id (add it, or list the table in GLOBAL_TABLES with a reason)`);
      continue;
    }
    if (!t.rls) problems.push(`${t.table}: row-level security is not enabled`);
    if (!t.forced) problems.push(`${t.table}: row-level security is not forced`);
    if (!t.policy || !t.policy.includes('app.company_id'))
      problems.push(`${t.table}: no policy on app.company_id`);
    if (!isRoot && t.pk_first !== 'company_id')
      problems.push(`${t.table}: primary key does not start with company_id`);
  }
  const fks = (
    await owner.execute<FkRow>(sql`
      SELECT src.relname AS table, con.conname AS name, dst.relname AS target,
        ARRAY(SELECT a.attname::text FROM unnest(con.conkey) k JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = k) AS columns,
        ARRAY(SELECT a.attname::text FROM unnest(con.confkey) k JOIN pg_attribute a ON a.attrelid = con.confrelid AND a.attnum = k) AS target_columns,
        EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = dst.oid AND a.attname = 'company_id' AND NOT a.attisdropped) AS target_has_company_id
      FROM pg_constraint con
      JOIN pg_class src ON src.oid = con.conrelid
      JOIN pg_class dst ON dst.oid = con.confrelid
      JOIN pg_namespace n ON n.oid = src.relnamespace
      WHERE con.contype = 'f' AND n.nspname = 'public'`)
  ).rows;
  for (const fk of fks) {
    if (!fk.target_has_company_id) continue;
    const i = fk.columns.indexOf('company_id');
    if (i < 0 || fk.target_columns[i] !== 'company_id') {
      problems.push(
        `${fk.table}.${fk.name}: foreign key to tenant table ${fk.target} is not composite on company_id`,
      );
    }
  }
  const role = (
    await owner.execute<{ super: boolean; bypass: boolean }>(
      sql`SELECT rolsuper AS super, rolbypassrls AS bypass FROM pg_roles WHERE rolname = ${APP_ROLE}`,
    )
  ).rows[0];
  if (!role) problems.push(`role ${APP_ROLE} does not exist`);
  else if (role.super || role.bypass)
    problems.push(`role ${APP_ROLE} must have neither SUPERUSER nor BYPASSRLS`);
  return problems;
}
