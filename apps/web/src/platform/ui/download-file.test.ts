import { describe, expect, it } from 'vitest';
import { dispositionName, downloadUrl, saveAsName } from './download-file.ts';

describe('downloadUrl', () => {
  it('needs a file name (spec 1 §5)', () => {
    expect(downloadUrl('')).toBeNull();
    expect(downloadUrl('   ')).toBeNull();
    expect(downloadUrl(null)).toBeNull();
  });

  it('puts a bare name under the download location, encoded', () => {
    expect(downloadUrl('report 1.csv')).toBe('/api/v1/downloads/report%201.csv');
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

describe('dispositionName', () => {
  it('reads the quoted or bare filename the server sends', () => {
    expect(dispositionName('attachment; filename="employee-report-2026-11-22.xlsx"')).toBe(
      'employee-report-2026-11-22.xlsx',
    );
    expect(dispositionName('attachment; filename=report.csv')).toBe('report.csv');
    expect(dispositionName('attachment; filename="a \\"b\\".pdf"')).toBe('a "b".pdf');
  });
  it('prefers the UTF-8 filename*', () => {
    expect(dispositionName(`attachment; filename="x.csv"; filename*=UTF-8''r%C3%A9sum%C3%A9.csv`)).toBe(
      'résumé.csv',
    );
  });
  it('drops path parts and answers null without a name', () => {
    expect(dispositionName('attachment; filename="../../etc/passwd"')).toBe('passwd');
    expect(dispositionName('attachment')).toBeNull();
    expect(dispositionName(null)).toBeNull();
    expect(dispositionName(`attachment; filename*=UTF-8''%E0%A4%A`)).toBeNull();
  });
});
