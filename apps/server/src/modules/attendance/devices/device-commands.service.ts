import {
  DEVICE_MESSAGES as M,
  toPaging,
  type BulkTransferInput,
  type DeviceCommandInput,
  type DeviceCommandName,
  type DeviceCommandRow,
  type DeviceTransaction,
  type DeviceUser,
  type DeviceUsersQuery,
  type ListPage,
  type PagingQuery,
  type SynchronizeInput,
  type TransactionKind,
  type TransactionListQuery,
  type TransactionRef,
  type UsersTransferInput,
} from '@clockroom/contracts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { orNotFound } from '../../../platform/http/company-rows.ts';
import { AppError, invalidField } from '../../../platform/http/errors.ts';
import { audit } from '../../../platform/audit/audit.ts';
import { branchVisible, visibleBranchIds } from '../../../platform/auth/branch-scope.ts';
import { userInfoCommand } from '../iclock/protocol.ts';
import * as repo from './device-commands.repository.ts';

/**
 * Commands for devices, always queued (a device is reached only when it polls) and grouped in a
 * transaction whose log shows each command's result (ADR 26).
 */

/** The devices named, each this company's and of a branch the admin sees; else the field's 422. */
async function devicesNamed(ctx: SignedInContext, ids: readonly number[], field: string, message: string) {
  const unique = [...new Set(ids)];
  const found = (await repo.devicesByIds(ctx.tx, ctx.companyId, unique)).filter((d) =>
    branchVisible(ctx, d.branchId),
  );
  if (found.length !== unique.length) throw invalidField(field, message);
  return found;
}

async function queue(
  ctx: SignedInContext,
  kind: TransactionKind,
  description: string,
  commands: { deviceId: number; command: string }[],
): Promise<TransactionRef> {
  const id = await repo.insertTransaction(ctx.tx, ctx.companyId, kind, description, ctx.user.id);
  await repo.insertCommands(ctx.tx, ctx.companyId, id, commands);
  await audit(ctx, {
    action: 'create',
    entity: 'device transaction',
    entityId: id,
    description,
    after: { kind, commands: commands.length },
  });
  return { transaction_id: id, commands: commands.length };
}

const PROTOCOL_COMMAND: Record<Exclude<DeviceCommandName, 'QUERY ATTLOG'>, string> = {
  INFO: 'INFO',
  CHECK: 'CHECK',
  REBOOT: 'REBOOT',
  'CLEAR LOG': 'CLEAR LOG',
  'QUERY USERS': 'DATA QUERY USERINFO',
};

const withSeconds = (t: string) => (t.length === 10 ? `${t} 00:00:00` : t.length === 16 ? `${t}:00` : t);

export async function sendCommand(ctx: SignedInContext, input: DeviceCommandInput): Promise<TransactionRef> {
  const devices = await devicesNamed(ctx, input.device_ids, 'device_ids', M.devicesRequired);
  const command =
    input.command === 'QUERY ATTLOG'
      ? `DATA QUERY ATTLOG StartTime=${withSeconds(input.start_time ?? '')}\tEndTime=${withSeconds(input.end_time ?? '')}`
      : PROTOCOL_COMMAND[input.command];
  const names = devices.map((d) => d.name).join(', ');
  return queue(
    ctx,
    'command',
    `${input.command} to ${names}`,
    devices.map((d) => ({ deviceId: d.id, command })),
  );
}

/**
 * Moves users between devices as ZKTECO-PUSH.md describes: `DATA QUERY USERINFO` to the source; each
 * target's `DATA UPDATE USERINFO` waits for that answer (a transaction's commands run in order) and is
 * then rewritten from what the source sent, followed by its templates; optionally the source then
 * deletes the user. Never USER ADD/DEL or DATA DEL, which real devices reject.
 */
async function transfer(
  ctx: SignedInContext,
  kind: TransactionKind,
  sourceId: number,
  targetIds: readonly number[],
  pins: readonly string[],
  deleteFromSource: boolean,
): Promise<TransactionRef> {
  const [source] = await devicesNamed(ctx, [sourceId], 'source_device_id', M.sourceRequired);
  if (!source) throw invalidField('source_device_id', M.sourceRequired);
  const field = kind === 'bulk-transfer' ? 'target_device_ids' : 'target_device_id';
  const targets = await devicesNamed(
    ctx,
    targetIds,
    field,
    kind === 'bulk-transfer' ? M.targetsRequired : M.targetRequired,
  );
  const people = await repo.peopleByPins(ctx.tx, ctx.companyId, source.id, pins);
  const commands: { deviceId: number; command: string }[] = [];
  for (const p of people) {
    commands.push({ deviceId: source.id, command: `DATA QUERY USERINFO PIN=${p.pin}` });
    commands.push({ deviceId: source.id, command: `DATA QUERY FINGERTMP PIN=${p.pin}` });
    for (const t of targets) commands.push({ deviceId: t.id, command: userInfoCommand(p) });
  }
  if (deleteFromSource) {
    for (const p of people)
      commands.push({ deviceId: source.id, command: `DATA DELETE USERINFO PIN=${p.pin}` });
  }
  const to = targets.map((t) => t.name).join(', ');
  return queue(ctx, kind, `Transfer ${people.length} user(s) from ${source.name} to ${to}`, commands);
}

export function transferUsers(ctx: SignedInContext, input: UsersTransferInput): Promise<TransactionRef> {
  return transfer(
    ctx,
    'user-transfer',
    input.source_device_id,
    [input.target_device_id],
    [...new Set(input.pins)],
    input.delete_from_source,
  );
}

/** Every user of the source (or the PINs given) to several devices at once. */
export async function bulkTransferUsers(
  ctx: SignedInContext,
  input: BulkTransferInput,
): Promise<TransactionRef> {
  const chosen = input.pins.length > 0 ? [...new Set(input.pins)] : null;
  const [source] = await devicesNamed(ctx, [input.source_device_id], 'source_device_id', M.sourceRequired);
  if (!source) throw invalidField('source_device_id', M.sourceRequired);
  const pins = chosen ?? (await repo.deviceUserPins(ctx.tx, ctx.companyId, source.id, null));
  if (pins.length === 0) throw invalidField('source_device_id', M.noUsers);
  return transfer(ctx, 'bulk-transfer', source.id, input.target_device_ids, pins, false);
}

/** Employees' PINs and names to devices (the synchronise screen), as `DATA UPDATE USERINFO`. */
export async function synchronize(ctx: SignedInContext, input: SynchronizeInput): Promise<TransactionRef> {
  const branches = visibleBranchIds(ctx);
  const devices =
    input.device_ids.length > 0
      ? await devicesNamed(ctx, input.device_ids, 'device_ids', M.devicesRequired)
      : await repo.devicesOfBranches(ctx.tx, ctx.companyId, branches);
  if (devices.length === 0) throw invalidField('device_ids', M.devicesRequired);
  const ids = input.employee_ids.length > 0 ? [...new Set(input.employee_ids)] : null;
  const people = await repo.employeesWithPins(ctx.tx, ctx.companyId, ids, branches);
  if (people.length === 0) throw invalidField('employee_ids', M.noEmployeesWithPin);
  const commands = devices.flatMap((d) =>
    people.map((p) => ({ deviceId: d.id, command: userInfoCommand({ pin: p.pin, name: p.name }) })),
  );
  return queue(
    ctx,
    'synchronize',
    `Synchronise ${people.length} employee(s) to ${devices.map((d) => d.name).join(', ')}`,
    commands,
  );
}

export async function listTransactions(
  ctx: SignedInContext,
  q: TransactionListQuery,
): Promise<ListPage<DeviceTransaction>> {
  const p = toPaging(q);
  return repo.listTransactions(ctx.tx, ctx.companyId, q.kind, p.perPage, p.offset);
}

export async function getTransaction(ctx: SignedInContext, id: number): Promise<DeviceTransaction> {
  return orNotFound(await repo.findTransaction(ctx.tx, ctx.companyId, id), M.transactionNotFound);
}

export async function listTransactionCommands(
  ctx: SignedInContext,
  id: number,
  q: PagingQuery,
): Promise<ListPage<DeviceCommandRow>> {
  await getTransaction(ctx, id);
  const p = toPaging(q);
  return repo.listTransactionCommands(ctx.tx, ctx.companyId, id, p.perPage, p.offset);
}

export async function listDeviceUsers(
  ctx: SignedInContext,
  q: DeviceUsersQuery,
): Promise<ListPage<DeviceUser>> {
  const [device] = await repo.devicesByIds(ctx.tx, ctx.companyId, [q.device_id]);
  if (!device || !branchVisible(ctx, device.branchId)) throw new AppError(404, M.notFound);
  const p = toPaging(q);
  return repo.listDeviceUsers(ctx.tx, ctx.companyId, device.id, p.search, p.perPage, p.offset);
}
