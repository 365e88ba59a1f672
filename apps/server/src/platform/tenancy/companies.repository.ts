import { asc } from 'drizzle-orm';
import type { AppDb } from '../db/database.ts';
import { companies } from '../../db/schema/index.ts';

/**
 * Every company's id, read on the owner connection (which bypasses RLS): the one cross-tenant read,
 * used only by system jobs that then work on each company as that tenant.
 */
export async function allCompanyIds(owner: AppDb): Promise<number[]> {
  const rows = await owner.select({ id: companies.id }).from(companies).orderBy(asc(companies.id));
  return rows.map((r) => r.id);
}
