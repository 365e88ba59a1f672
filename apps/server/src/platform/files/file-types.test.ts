import { describe, expect, it } from 'vitest';
import { sniffType } from './file-types.ts';

describe('sniffType', () => {
  it('recognises files by their first bytes, not their names', () => {
    expect(sniffType(Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe('jpeg');
    expect(sniffType(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1]))).toBe('png');
    expect(sniffType(Buffer.from('%PDF-1.7\n'))).toBe('pdf');
    expect(sniffType(Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2]))).toBe('zip');
    expect(sniffType(Buffer.from('pin,first_name\n1,Ada\n'))).toBe('text');
    expect(sniffType(Buffer.from([0x4d, 0x5a, 0x90, 0x00, 0x03]))).toBe('unknown');
    expect(sniffType(Buffer.alloc(0))).toBe('unknown');
  });
});
