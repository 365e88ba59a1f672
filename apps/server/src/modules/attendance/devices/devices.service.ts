import {
  DEVICE_MESSAGES as M,
  DEVICE_TYPES,
  toPaging,
  type DeviceInput,
  type DeviceListQuery,
  type DeviceRow,
  type DeviceTypeOption,
  type ListPage,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { invalidField, notFound } from '../../../platform/http/errors.ts';
import {
  auditedCreate,
  auditedUpdate,
  type AuditedResource,
} from '../../../platform/audit/audited-writes.ts';
import { registerUniqueConstraint } from '../../../platform/db/unique-violations.ts';
import { branchVisible, visibleBranchIds } from '../../../platform/auth/branch-scope.ts';
import { markPunchDaysDirty } from '../engine/dirty.repository.ts';
import * as repo from './devices.repository.ts';

// One serial per company: the index decides (ADR 18). Another company's serial: claimSerial.
registerUniqueConstraint('devices_serial_key', { field: 'serial_number', message: M.serialTaken });

export async function listDevices(ctx: SignedInContext, q: DeviceListQuery): Promise<ListPage<DeviceRow>> {
  const p = toPaging(q);
  return repo.listDevices(
    ctx.tx,
    ctx.companyId,
    { search: p.search, state: q.state, branchIds: visibleBranchIds(ctx) },
    p.perPage,
    p.offset,
  );
}

/** A device of a branch the admin may not see reads as not found, as any other company's does. */
export async function getDevice(ctx: SignedInContext, id: number): Promise<DeviceRow> {
  const found = await repo.findDevice(ctx.tx, ctx.companyId, id);
  if (!found || !branchVisible(ctx, found.branch_id)) throw notFound(M.notFound);
  return found;
}

export function deviceTypes(): DeviceTypeOption[] {
  return DEVICE_TYPES.map((t) => ({ value: t.value, label: t.label }));
}

const device: AuditedResource<DeviceRow> = {
  entity: 'device',
  name: (row) => `${row.name} (${row.serial_number})`,
  find: getDevice,
};

async function toValues(ctx: SignedInContext, input: DeviceInput): Promise<repo.DeviceValues> {
  if (
    !(await repo.branchExists(ctx.tx, ctx.companyId, input.branch_id)) ||
    !branchVisible(ctx, input.branch_id)
  ) {
    throw invalidField('branch_id', M.branchRequired);
  }
  return {
    name: input.name,
    serialNumber: input.serial_number,
    branchId: input.branch_id,
    deviceType: input.device_type,
    clockOffsetMinutes: input.clock_offset_minutes,
  };
}

/**
 * Registers the serial to this company: a pending device (one that already said hello) is claimed,
 * and the punches it delivered while pending become this company's (ADR 26).
 */
async function claim(ctx: SignedInContext, deviceId: number, serial: string): Promise<void> {
  if (!(await repo.claimSerial(ctx.tx, ctx.companyId, serial, deviceId))) {
    throw invalidField('serial_number', M.serialOwned);
  }
  const moved = await repo.moveInboxPunches(ctx.tx, ctx.companyId, deviceId, serial);
  await markPunchDaysDirty(ctx.tx, ctx.companyId, moved);
}

export function createDevice(ctx: SignedInContext, input: DeviceInput): Promise<DeviceRow> {
  return auditedCreate(ctx, device, async () => {
    const id = await repo.insertDevice(ctx.tx, ctx.companyId, await toValues(ctx, input));
    await claim(ctx, id, input.serial_number);
    return id;
  });
}

export function updateDevice(ctx: SignedInContext, id: number, input: DeviceInput): Promise<DeviceRow> {
  return auditedUpdate(ctx, device, id, async (before) => {
    await repo.updateDevice(ctx.tx, ctx.companyId, id, await toValues(ctx, input));
    if (before.serial_number !== input.serial_number) {
      await repo.releaseSerial(ctx.tx, ctx.companyId, before.serial_number, id);
      await claim(ctx, id, input.serial_number);
    }
  });
}
