import { describe, expect, it } from 'vitest';
import { downloadUrl, saveAsName } from './download-file.ts';

describe('downloadUrl', () => {
  it('needs a file name (spec 1 §5)', () => {
    expect(downloadUrl('')).toBeNull();
    expect(downloadUrl('   ')).toBeNull();
    expect(downloadUrl(null)).toBeNull();
  });

  it('puts a bare name under the download location, encoded', () => {
    expect(downloadUrl('report 1.csv')).toBe('/files/report%201.csv');
    expect(downloadUrl('exports/a.xlsx', '/files/')).toBe('/files/exports/a.xlsx');
  });

  it('leaves full paths and URLs alone', () => {
    expect(downloadUrl('/files/x.pdf')).toBe('/files/x.pdf');
    expect(downloadUrl('https://cdn.example/x.pdf')).toBe('https://cdn.example/x.pdf');
  });
});

describe('saveAsName', () => {
  it('is the last path segment', () => {
    expect(saveAsName('/files/exports/report%201.csv?x=1')).toBe('report 1.csv');
    expect(saveAsName('/files/')).toBe('download');
  });
});
