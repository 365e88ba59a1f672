import { describe, expect, it } from 'vitest';
import { fileCell, pdfSafe } from './report-cells.ts';

describe('fileCell', () => {
  it('keeps money a number for spreadsheets and writes it for a reader in a PDF, in a font that has it', () => {
    expect(fileCell({ kind: 'money' }, 123456, 'xlsx', 'fr')).toBe(1234.56);
    expect(fileCell({ kind: 'money' }, 123456, 'csv', 'en')).toBe('1234.56');
    expect(fileCell({ kind: 'money' }, 123456, 'pdf', 'en')).toBe('NGN\u00a01,234.56');
    expect(fileCell({ kind: 'money' }, 123456789, 'pdf', 'fr')).toBe('1\u00a0234\u00a0567,89\u00a0NGN');
  });
  it('leaves text without the missing characters alone', () => {
    expect(pdfSafe('Abuja Branch')).toBe('Abuja Branch');
  });
});
