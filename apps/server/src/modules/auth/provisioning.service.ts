import { DEFAULT_ROLES, PACKAGE_MODULES, DEFAULT_CURRENCY, DEFAULT_TIMEZONE } from '@clockroom/contracts';
import type { Tx } from '../../platform/db/database.ts';
import { setTenant } from '../../platform/db/tenant.ts';
import { createDefaultLeaveTypes } from '../hrm/index.ts';
import { createDefaultPayBreakdowns, createDefaultStatutory } from '../payroll/index.ts';
import { createDefaultGrades } from '../performance/index.ts';
import * as repo from './provisioning.repository.ts';

export interface NewCompany {
  companyName: string;
  slug: string;
  industryId: number | null;
  accountType: 'premium' | 'basic';
  /** Module expiry; null means no end (the demo). Sign-ups get a trial (docs/decisions/0005). */
  modulesExpireAt: Date | null;
  owner: {
    firstName: string;
    lastName: string;
    email: string;
    phone: string | null;
    passwordHash: string;
    isActive: boolean;
  };
  hqName?: string;
  /**
   * The Nigerian default leave types (ADR 30); every real company gets them. Only the integration
   * tests' template leaves them out, as its hand-computed leave balances predate them.
   */
  defaultLeaveTypes?: boolean;
}

export interface ProvisionedCompany {
  companyId: number;
  hqBranchId: number;
  roleIds: Record<string, number>;
  ownerEmployeeId: number;
  ownerUserId: number;
}

/**
 * Creates a tenant with everything it needs to be usable: the company, its HQ branch, the default
 * roles, the owner (employee + user, Super Admin, the company's head_station_id) and the default
 * leave types, all in the caller's transaction, so a company never exists without them.
 */
export async function provisionCompany(tx: Tx, input: NewCompany): Promise<ProvisionedCompany> {
  const companyId = await repo.nextCompanyId(tx);
  await setTenant(tx, companyId);
  await repo.insertCompany(tx, {
    id: companyId,
    companyName: input.companyName,
    slug: input.slug,
    industryId: input.industryId,
    accountType: input.accountType,
    currency: DEFAULT_CURRENCY,
    timezone: DEFAULT_TIMEZONE,
    email: input.owner.email,
    phone: input.owner.phone,
  });
  const hqBranchId = await repo.insertBranch(tx, {
    companyId,
    stationName: input.hqName ?? 'Head Office',
    isHq: true,
  });
  await repo.insertModules(tx, companyId, PACKAGE_MODULES, input.modulesExpireAt);
  const roleIds: Record<string, number> = {};
  for (const role of DEFAULT_ROLES) {
    const permissionIds = await repo.permissionIdsBySlug(tx, role.permissions);
    roleIds[role.slug] = await repo.insertRole(
      tx,
      { companyId, name: role.name, slug: role.slug, isSystem: true },
      permissionIds,
    );
  }
  const ownerEmployeeId = await repo.insertEmployee(tx, companyId, {
    firstName: input.owner.firstName,
    lastName: input.owner.lastName,
    email: input.owner.email.toLowerCase(),
    mobileNumber: input.owner.phone,
    branchId: hqBranchId,
    pin: '1',
    appointmentDate: new Date().toISOString().slice(0, 10),
    profileCompleted: true,
  });
  const ownerUserId = await repo.insertUser(tx, companyId, {
    employeeId: ownerEmployeeId,
    email: input.owner.email.toLowerCase(),
    passwordHash: input.owner.passwordHash,
    isActive: input.owner.isActive,
  });
  const superAdmin = roleIds['super-admin'];
  if (superAdmin === undefined) throw new Error('DEFAULT_ROLES must include super-admin: the owner holds it');
  await repo.assignRoles(tx, companyId, ownerUserId, [superAdmin]);
  await repo.setCompanyOwner(tx, companyId, ownerEmployeeId);
  if (input.defaultLeaveTypes !== false) await createDefaultLeaveTypes(tx, companyId);
  // The Nigerian default pay breakdown (ADR 37), which the work rate form picks from.
  await createDefaultPayBreakdowns(tx, companyId);
  await createDefaultStatutory(tx, companyId);
  await createDefaultGrades(tx, companyId);
  return { companyId, hqBranchId, roleIds, ownerEmployeeId, ownerUserId };
}
