import { CANTEEN_MESSAGES as M, type CanteenPoint } from '@clockroom/contracts';
import type { SignedInContext } from '../../platform/http/context.ts';
import { invalidField } from '../../platform/http/errors.ts';
import { auditedCreate, auditedDelete } from '../../platform/audit/audited-writes.ts';
import { companyResource } from '../../platform/audit/company-resource.ts';
import * as repo from './points.repository.ts';

export const listPoints = (ctx: SignedInContext): Promise<CanteenPoint[]> =>
  repo.listPoints(ctx.tx, ctx.companyId);

const resource = companyResource('canteen point', 'name', repo.findPoint, M.pointNotFound);

/** Another company's device is no device of ours: the same field error as an unknown id. */
export function createPoint(
  ctx: SignedInContext,
  input: { device_id: number; name: string },
): Promise<CanteenPoint> {
  return auditedCreate(ctx, resource, async () => {
    if (!(await repo.deviceExists(ctx.tx, ctx.companyId, input.device_id)))
      throw invalidField('device_id', M.deviceInvalid);
    if (!(await repo.insertPoint(ctx.tx, ctx.companyId, input.device_id, input.name)))
      throw invalidField('device_id', M.deviceTaken);
    return input.device_id;
  });
}

export function deletePoint(ctx: SignedInContext, deviceId: number): Promise<void> {
  return auditedDelete(ctx, resource, deviceId, () => repo.deletePoint(ctx.tx, ctx.companyId, deviceId));
}
