import { describe, expect, it } from 'vitest';
import { APPROVER_GROUP_MESSAGES, APPROVER_SETTINGS_APIS } from '@clockroom/contracts';
import { bundleProblems } from '../i18n/bundle-check.ts';
import { approverTexts } from './i18n.ts';

describe('approver screen texts', () => {
  it('has French for every English text', () => {
    expect(bundleProblems(approverTexts)).toEqual([]);
  });

  it('translates every message of the approver settings and names every module', () => {
    const keys = Object.keys(approverTexts.en);
    expect(keys).toEqual(expect.arrayContaining(Object.values(APPROVER_GROUP_MESSAGES)));
    for (const module of Object.keys(APPROVER_SETTINGS_APIS))
      expect(keys).toContain(`approvers.subject.${module}`);
  });
});
