import { describe, expect, it } from 'vitest';
import { badTextFields, isBadText, undecodableQueryFields } from './input-text.ts';

describe('isBadText', () => {
  it('refuses a NUL and lone surrogates, keeps pairs and ordinary text', () => {
    expect(isBadText('a\u0000b')).toBe(true);
    expect(isBadText('a\uD800')).toBe(true);
    expect(isBadText('\uDC00\uD800')).toBe(true);
    expect(isBadText('😀 Kàdúná Ø \uFFFD')).toBe(false);
    expect(isBadText('\uFFFD', true)).toBe(true);
  });
});

describe('badTextFields', () => {
  it('names values and keys by dot path, in document order', () => {
    const body = { a: 'ok', items: [{ name: 'x' }, { name: 'y\u0000' }], ['k\u0000']: 1, z: '\uD800' };
    expect(badTextFields(body)).toEqual(['items.1.name', 'k\u0000', 'z']);
  });

  it('walks a body nested far deeper than the call stack', () => {
    let deep: unknown = '\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(badTextFields({ deep })).toHaveLength(1);
  });
});

describe('undecodableQueryFields', () => {
  it('names parameters whose escapes are not UTF-8', () => {
    expect(undecodableQueryFields('/x?a=%FF&b=ok&c=%ED%A0%80&d=100%25+sure')).toEqual(['a', 'c']);
    expect(undecodableQueryFields('/x')).toEqual([]);
  });
});
