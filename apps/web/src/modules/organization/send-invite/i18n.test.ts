import { describe, expect, it } from 'vitest';
import { bundleProblems } from '../../../platform/i18n/bundle-check.ts';
import { sendInviteTexts } from './i18n.ts';

describe('send-invite texts', () => {
  it('has French for every English text, with the same placeholders', () => {
    expect(bundleProblems(sendInviteTexts)).toEqual([]);
  });
});
