import { describe, expect, it } from 'vitest';
import { decisionTable, frenchByEnglish, messageTable, messageTexts } from './message-texts.ts';

const EN = {
  taken: 'This name is taken',
  inUse: (count: number) => `Used by ${count} employees`,
  bare: (name: string) => `Hello ${name}`,
} as const;
const FR = { taken: 'Ce nom est pris', inUse: 'Utilisé par {{count}} employés', bare: 'Bonjour {{name}}' };

describe('messageTexts', () => {
  const texts = messageTexts(messageTable('things', EN, FR, { inUse: ['count'] }));

  it('keys each message by code and by English text, in both languages', () => {
    expect(texts.en['things.taken']).toBe('This name is taken');
    expect(texts.fr['things.taken']).toBe('Ce nom est pris');
    expect(texts.fr['This name is taken']).toBe('Ce nom est pris');
    expect(texts.en['things.inUse']).toBe('Used by {{count}} employees');
    expect(texts.fr['Used by {{count}} employees']).toBe('Utilisé par {{count}} employés');
  });

  it('keys a parameterised message without parameter names by code in French only', () => {
    expect(texts.fr['things.bare']).toBe('Bonjour {{name}}');
    expect(texts.en['things.bare']).toBeUndefined();
    expect(Object.keys(texts.en).some((k) => k.includes('undefined'))).toBe(false);
  });
});

describe('frenchByEnglish', () => {
  it('finds a decision text’s French by its English in the module’s table', () => {
    const decisions = { notFound: 'This name is taken', other: 'Something else' };
    expect(frenchByEnglish(decisions, EN, FR)).toEqual({
      notFound: 'Ce nom est pris',
      other: 'Something else',
    });
  });
});

describe('decisionTable', () => {
  it('keys an inbox kit’s words by their own codes, in French found through the module’s pair', () => {
    const texts = messageTexts(
      decisionTable('thing_decisions', { notFound: EN.taken }, messageTable('things', EN, FR)),
    );
    expect(texts.fr['thing_decisions.notFound']).toBe('Ce nom est pris');
    expect(texts.en['thing_decisions.notFound']).toBe('This name is taken');
  });
});
