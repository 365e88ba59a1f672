import { describe, expect, it } from 'vitest';
import { EMPLOYEE_FORM_MESSAGES as F } from '@clockroom/contracts';
import { bundleProblems } from '../i18n/bundle-check.ts';
import { avatarProblem } from './picture-upload.tsx';
import { pictureUploadTexts } from './picture-upload-texts.ts';

describe('picture upload', () => {
  it('accepts a JPG/JPEG under 2 MB only, with the spec messages', () => {
    expect(avatarProblem({ name: 'me.jpg', type: 'image/jpeg', size: 1000 })).toBeNull();
    expect(avatarProblem({ name: 'me.JPEG', type: 'image/jpeg', size: 2 * 1024 * 1024 })).toBeNull();
    expect(avatarProblem({ name: 'me.png', type: 'image/png', size: 1000 })).toBe(F.avatarNotJpg);
    expect(avatarProblem({ name: 'me.jpg', type: 'image/png', size: 1000 })).toBe(F.avatarNotJpg);
    expect(avatarProblem({ name: 'me.jpg', type: 'image/jpeg', size: 2 * 1024 * 1024 + 1 })).toBe(
      F.avatarTooBig,
    );
  });
  it('has French for every text', () => {
    expect(bundleProblems(pictureUploadTexts)).toEqual([]);
  });
});
