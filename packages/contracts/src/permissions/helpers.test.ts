import { describe, expect, it } from 'vitest';
import {
  hasAllPermissions,
  hasAnyPermission,
  hasPermission,
  isAdmin,
  isHqAdmin,
  isMultiBranchManager,
  isOwner,
  isSuperAdmin,
  keepsMenuEntry,
  type PermissionSubject,
} from './helpers.ts';
import { ALL_PERMISSIONS, DEFAULT_ROLES, PERMISSION_GROUPS, moduleOfPermission } from './catalogue.ts';

const subject = (
  over: Partial<PermissionSubject> & { isHq?: boolean; owner?: boolean } = {},
): PermissionSubject => ({
  permissions: over.permissions ?? ['view backend'],
  employee: {
    id: 7,
    branch: { id: 1, is_hq: over.isHq ?? true },
    company: { head_station_id: over.owner === false ? 99 : 7 },
  },
  managingBranches: over.managingBranches ?? [{ id: 1 }],
});

describe('permission helpers (spec 1 §6)', () => {
  it('checks one, any and all permissions', () => {
    const u = subject({ permissions: ['a', 'b'] });
    expect(hasPermission(u, 'a')).toBe(true);
    expect(hasPermission(u, 'c')).toBe(false);
    expect(hasAnyPermission(u, ['c', 'b'])).toBe(true);
    expect(hasAnyPermission(u, [])).toBe(false);
    expect(hasAllPermissions(u, ['a', 'b'])).toBe(true);
    expect(hasAllPermissions(u, ['a', 'c'])).toBe(false);
  });
  it('an admin holds view backend', () => {
    expect(isAdmin(subject())).toBe(true);
    expect(isAdmin(subject({ permissions: [] }))).toBe(false);
  });
  it('an HQ admin is an admin whose branch is headquarters', () => {
    expect(isHqAdmin(subject())).toBe(true);
    expect(isHqAdmin(subject({ isHq: false }))).toBe(false);
    expect(isHqAdmin(subject({ permissions: [] }))).toBe(false);
  });
  it('the owner is the employee named by head_station_id; a super admin is an admin owner', () => {
    expect(isOwner(subject())).toBe(true);
    expect(isOwner(subject({ owner: false }))).toBe(false);
    expect(isSuperAdmin(subject())).toBe(true);
    expect(isSuperAdmin(subject({ permissions: [] }))).toBe(false);
    expect(isSuperAdmin(subject({ owner: false }))).toBe(false);
  });
  it('a multi-branch manager manages more than one branch', () => {
    expect(isMultiBranchManager(subject())).toBe(false);
    expect(isMultiBranchManager(subject({ managingBranches: [{ id: 1 }, { id: 2 }] }))).toBe(true);
  });
  it('keeps the always-kept menu entries and otherwise needs the slug', () => {
    const u = subject({ permissions: ['view departments'] });
    for (const name of ['home', 'change password', 'support', 'profile', 'activity history', 'dashboard']) {
      expect(keepsMenuEntry(u, name)).toBe(true);
    }
    expect(keepsMenuEntry(u, 'view departments')).toBe(true);
    expect(keepsMenuEntry(u, 'view teams')).toBe(false);
  });
});

describe('permission catalogue', () => {
  it('has unique slugs including the spec ones', () => {
    expect(new Set(ALL_PERMISSIONS).size).toBe(ALL_PERMISSIONS.length);
    for (const slug of ['view backend', 'view all stations', 'edit station', 'create station']) {
      expect(ALL_PERMISSIONS).toContain(slug);
    }
  });
  it('covers every module of the menus', () => {
    expect(PERMISSION_GROUPS.map((g) => g.module)).toEqual([
      'general',
      'organization',
      'attendance',
      'hrm',
      'payroll',
      'performance',
      'recruitment',
      'canteen',
    ]);
    expect(moduleOfPermission('create station')).toBe('organization');
    expect(moduleOfPermission('nope')).toBeUndefined();
  });
  it('gives Super Admin everything and Employee nothing', () => {
    const byslug = Object.fromEntries(DEFAULT_ROLES.map((r) => [r.slug, r.permissions]));
    expect(byslug['super-admin']).toEqual(ALL_PERMISSIONS);
    expect(byslug.employee).toEqual([]);
    const branchManager = byslug['branch-manager'];
    if (!branchManager) throw new Error('Expected a branch-manager default role');
    for (const p of branchManager) expect(ALL_PERMISSIONS).toContain(p);
  });
});
