import { describe, expect, expectTypeOf, it } from 'vitest';
import { identityTexts } from './identity-texts.ts';

const MESSAGES = {
  listed: 'Teams retrieved successfully',
  searched: 'Teams retrieved successfully',
  notFound: 'Team not found',
  hasMembers: (names: string) => `These teams still have members: ${names}`,
} as const;

describe('identityTexts', () => {
  it('maps every fixed message to itself and leaves templates out', () => {
    expect(identityTexts(MESSAGES)).toEqual({
      'Teams retrieved successfully': 'Teams retrieved successfully',
      'Team not found': 'Team not found',
    });
  });

  it('maps only the messages asked for', () => {
    expect(identityTexts(MESSAGES, ['notFound'])).toEqual({ 'Team not found': 'Team not found' });
  });

  it('keeps the messages as literal keys, so a bundle can demand their French', () => {
    expectTypeOf(identityTexts(MESSAGES, ['notFound'])).toEqualTypeOf<{
      'Team not found': 'Team not found';
    }>();
  });

  it('refuses a table whose texts are plain strings', () => {
    const loose: Record<string, string> = { a: 'A' };
    // @ts-expect-error -- with `string` keys the French side could no longer be checked.
    identityTexts(loose);
  });
});
