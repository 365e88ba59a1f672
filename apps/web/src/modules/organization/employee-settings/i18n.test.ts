import { describe, expect, it } from 'vitest';
import { EMPLOYEE_SETTING_KINDS, employeeSettingMessages } from '@clockroom/contracts';
import { bundleProblems } from '../../../platform/i18n/bundle-check.ts';
import { employeeSettingsTexts } from './i18n.ts';

describe('employee settings texts', () => {
  it('has French for every English text', () => {
    expect(bundleProblems(employeeSettingsTexts)).toEqual([]);
  });
  it('translates every fixed server message, with the right agreement', () => {
    for (const kind of EMPLOYEE_SETTING_KINDS)
      for (const message of Object.values(employeeSettingMessages(kind)))
        expect(employeeSettingsTexts.fr[message], message).toBeTruthy();
    expect(employeeSettingsTexts.fr[employeeSettingMessages('categories').created]).toBe(
      'Catégorie créée avec succès',
    );
    expect(employeeSettingsTexts.fr[employeeSettingMessages('grades').nameRequired]).toBe(
      'Le nom du grade est obligatoire.',
    );
    expect(employeeSettingsTexts.fr[employeeSettingMessages('categories').nameRequired]).toBe(
      'Le nom de la catégorie est obligatoire.',
    );
  });
});
