import { eq, sql } from 'drizzle-orm';
import type { Tx } from '../../../../platform/db/database.ts';
import { companies } from '../../../../db/schema/index.ts';

const columns = {
  company_name: companies.companyName,
  slug: companies.slug,
  email: companies.email,
  phone: companies.phone,
  address: companies.address,
  company_logo: companies.companyLogo,
  currency: companies.currency,
  timezone: companies.timezone,
  working_days: companies.workingDays,
  language: companies.language,
};

export async function findSettings(tx: Tx, companyId: number) {
  const [row] = await tx.select(columns).from(companies).where(eq(companies.id, companyId)).limit(1);
  return row;
}

export async function updateSettings(
  tx: Tx,
  companyId: number,
  values: Partial<{
    companyName: string;
    email: string | null;
    phone: string | null;
    address: string | null;
    companyLogo: string | null;
    currency: string;
    timezone: string;
    workingDays: number[];
    language: 'en' | 'fr';
  }>,
): Promise<void> {
  await tx
    .update(companies)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(companies.id, companyId));
}
