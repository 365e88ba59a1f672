import { hasAnyPermission, PAY_BREAKDOWN_READERS, type PayBreakdown } from '@clockroom/contracts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { forbidden } from '../../../platform/http/errors.ts';
import * as repo from './pay-breakdowns.repository.ts';

/**
 * The full list, for payroll's people and for whoever sets up overtime (the work rate form). The
 * route guard takes one slug, so the endpoint is open to any signed-in user and this checks the list
 * of readers (ADR 37).
 */
export function listPayBreakdowns(ctx: SignedInContext): Promise<PayBreakdown[]> {
  if (!hasAnyPermission(ctx.user, PAY_BREAKDOWN_READERS)) throw forbidden();
  return repo.listPayBreakdowns(ctx.tx, ctx.companyId);
}
