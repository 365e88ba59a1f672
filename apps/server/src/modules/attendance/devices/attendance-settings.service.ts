import type { AttendanceSetting } from '@clockroom/contracts';
import type { SignedInContext } from '../../../platform/http/context.ts';
import { audit } from '../../../platform/audit/audit.ts';
import * as repo from './attendance-settings.repository.ts';

export async function getSetting(ctx: SignedInContext, name: repo.SettingName): Promise<AttendanceSetting> {
  return { name, value: (await repo.readSetting(ctx.tx, ctx.companyId, name)) !== 'off' };
}

export async function saveSetting(
  ctx: SignedInContext,
  name: repo.SettingName,
  value: boolean,
): Promise<AttendanceSetting> {
  const before = await getSetting(ctx, name);
  await repo.writeSetting(ctx.tx, ctx.companyId, name, value ? 'on' : 'off');
  const after = { name, value };
  await audit(ctx, {
    action: 'update',
    entity: 'attendance setting',
    entityId: name,
    description: `Turned ${name} ${value ? 'on' : 'off'}`,
    before,
    after,
  });
  return after;
}
