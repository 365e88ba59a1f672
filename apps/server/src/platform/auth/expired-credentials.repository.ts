import { and, eq, isNotNull, lt, or } from 'drizzle-orm';
import type { Tx } from '../db/database.ts';
import { accountCodes, oauthTokens } from '../../db/schema/index.ts';

/**
 * Deletes what can no longer sign anyone in: tokens whose refresh life is over, and activation or
 * reset codes that expired or were used. Returns how many rows went.
 */
export async function deleteExpiredCredentials(tx: Tx, companyId: number, now: Date): Promise<number> {
  const tokens = await tx
    .delete(oauthTokens)
    .where(
      and(
        eq(oauthTokens.companyId, companyId),
        or(lt(oauthTokens.refreshExpiresAt, now), isNotNull(oauthTokens.revokedAt)),
      ),
    )
    .returning({ id: oauthTokens.id });
  const codes = await tx
    .delete(accountCodes)
    .where(
      and(
        eq(accountCodes.companyId, companyId),
        or(lt(accountCodes.expiresAt, now), isNotNull(accountCodes.usedAt)),
      ),
    )
    .returning({ id: accountCodes.id });
  return tokens.length + codes.length;
}
