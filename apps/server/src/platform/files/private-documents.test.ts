import { describe, expect, it } from 'vitest';
import { nameAgrees } from './private-documents.ts';

describe('nameAgrees', () => {
  it('accepts a name ending that names the bytes, jpg and jpeg both for JPEG', () => {
    expect(nameAgrees({ extension: 'pdf', type: 'pdf' })).toBe(true);
    expect(nameAgrees({ extension: 'jpg', type: 'jpeg' })).toBe(true);
    expect(nameAgrees({ extension: 'jpeg', type: 'jpeg' })).toBe(true);
    expect(nameAgrees({ extension: 'png', type: 'png' })).toBe(true);
  });

  it('refuses a name ending that names other bytes, or a type no document has', () => {
    expect(nameAgrees({ extension: 'pdf', type: 'jpeg' })).toBe(false);
    expect(nameAgrees({ extension: 'png', type: 'pdf' })).toBe(false);
    expect(nameAgrees({ extension: 'zip', type: 'zip' })).toBe(false);
  });
});
