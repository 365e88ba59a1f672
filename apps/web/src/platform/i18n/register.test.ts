import { describe, expect, it } from 'vitest';
import { i18n } from './i18n.ts';
import { translations } from './register.ts';
import { bundleProblems } from './bundle-check.ts';

describe('feature translations', () => {
  it('register both languages at import time', () => {
    translations({ 'test.hello': 'Hello {{name}}' }, { 'test.hello': 'Bonjour {{name}}' });
    expect(i18n.getResource('fr', 'translation', 'test.hello')).toBe('Bonjour {{name}}');
    expect(i18n.t('test.hello', { name: 'Ada' })).toBe('Hello Ada');
  });
  it('report missing French texts and placeholder mismatches', () => {
    expect(
      bundleProblems({ en: { a: 'A {{x}}', b: 'B', c: 'C' }, fr: { a: 'A {{y}}', b: '', c: 'C' } }),
    ).toEqual(['a: placeholders differ', 'b: no French text']);
  });
});
