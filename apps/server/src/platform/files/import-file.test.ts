import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { parseCsv, readXlsxRows, toSheet } from './import-file.ts';

describe('the uploaded spreadsheet reader', () => {
  it('reads RFC 4180 CSV: quotes, doubled quotes, separators and newlines inside them, CRLF, a BOM', () => {
    const text = '\uFEFFname,note\r\n"Okafor, Ada","said ""yes""\nthen left"\r\nBola,\n';
    expect(parseCsv(text)).toEqual([
      ['name', 'note'],
      ['Okafor, Ada', 'said "yes"\nthen left'],
      ['Bola', ''],
    ]);
  });

  it('takes a semicolon as the separator when the header has them and no comma (Excel in French)', () => {
    expect(parseCsv('employee;gross_pay\nPR1;250000,50')).toEqual([
      ['employee', 'gross_pay'],
      ['PR1', '250000,50'],
    ]);
  });

  it('keys rows by their header, skipping blank lines but keeping the file’s line numbers', () => {
    const sheet = toSheet([
      ['Employee', ' Gross Pay '],
      ['PR1', ' 100 '],
      ['', ' '],
      ['PR2', '200'],
    ]);
    expect(sheet.headers).toEqual(['employee', 'gross_pay']);
    expect(sheet.rows).toEqual([
      { line: 2, cells: { employee: 'PR1', gross_pay: '100' } },
      { line: 4, cells: { employee: 'PR2', gross_pay: '200' } },
    ]);
  });

  it('reads the first sheet of a workbook as text: dates as yyyy-MM-dd, formulas by their result', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Payments');
    sheet.addRow(['employee', 'month', 'net_pay']);
    sheet.addRow(['PR1', new Date(Date.UTC(2026, 2, 1)), { formula: '100+50', result: 150 }]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(await readXlsxRows(bytes)).toEqual([
      ['employee', 'month', 'net_pay'],
      ['PR1', '2026-03-01', '150'],
    ]);
  });
});
