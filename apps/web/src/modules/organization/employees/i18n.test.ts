import { describe, expect, it } from 'vitest';
import { EMPLOYEE_MESSAGES } from '@clockroom/contracts';
import { fr } from '../../../platform/i18n/fr.ts';
import { bundleProblems } from '../../../platform/i18n/bundle-check.ts';
import { employeeTexts } from './i18n.ts';
import { employeeMenuTexts } from './menu-texts.ts';

describe('employee texts', () => {
  it('have French for every English text', () => {
    expect(bundleProblems(employeeTexts)).toEqual([]);
    expect(bundleProblems(employeeMenuTexts)).toEqual([]);
  });
  it('translate every employee message the server sends (here or in the shell texts)', () => {
    const french: Record<string, string> = { ...fr, ...employeeTexts.fr };
    for (const message of Object.values(EMPLOYEE_MESSAGES)) expect(french[message], message).toBeTruthy();
  });
});
