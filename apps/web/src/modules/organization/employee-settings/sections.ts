import type { EmployeeSettingKind } from '@clockroom/contracts';

/**
 * The screens' addresses (spec 1 §2): settings/types, settings/grades, settings/categories and, in
 * the singular, settings/designation. Each maps to one API list.
 */
export const SETTING_SECTIONS = {
  types: 'types',
  grades: 'grades',
  categories: 'categories',
  designation: 'designations',
} as const satisfies Record<string, EmployeeSettingKind>;
export type SettingSection = keyof typeof SETTING_SECTIONS;

export const SETTINGS_BASE = '/admin/organization/employees/settings';

export const isSettingSection = (value: string): value is SettingSection =>
  Object.prototype.hasOwnProperty.call(SETTING_SECTIONS, value);

export function sectionOf(kind: EmployeeSettingKind): SettingSection {
  const section = (Object.keys(SETTING_SECTIONS) as SettingSection[]).find(
    (s) => SETTING_SECTIONS[s] === kind,
  );
  if (!section) throw new Error(`SETTING_SECTIONS has no section for the ${kind} list`);
  return section;
}

/** The permission that opens these screens and lets the user change the lists. */
export const MANAGE_EMPLOYEE_SETTINGS = 'manage employee settings';
