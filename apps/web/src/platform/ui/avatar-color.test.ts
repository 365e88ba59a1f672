import { describe, expect, it } from 'vitest';
import { avatarColor, initialsFromName } from './avatar-color.ts';

describe('avatar helpers', () => {
  it('gives the same person the same colour', () => {
    expect(avatarColor('Ada Obi')).toBe(avatarColor('Ada Obi'));
    expect(avatarColor('')).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('takes first and last initials', () => {
    expect(initialsFromName('ada  chioma obi')).toBe('AO');
    expect(initialsFromName('Tunde')).toBe('T');
    expect(initialsFromName('  ')).toBe('');
  });
});
