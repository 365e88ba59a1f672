import { describe, expect, it } from 'vitest';
import { bundleProblems } from '../../../platform/i18n/bundle-check.ts';
import { employeeImportTexts } from './i18n.ts';

describe('employee import texts', () => {
  it('has French for every English text, with the same placeholders', () => {
    expect(bundleProblems(employeeImportTexts)).toEqual([]);
  });
});
