import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { toCsv, toPdf, toXlsx, type ExportTable } from './table-writers.ts';
import { must } from '../../test/must.ts';

const table: ExportTable = {
  title: 'Employees',
  columns: [
    { key: 'name', label: 'Name' },
    { key: 'note', label: 'Note' },
  ],
  rows: [
    { name: 'Adéwálé Okafor', note: 'says "hi", twice' },
    { name: '=HYPERLINK("x")', note: null },
  ],
};

describe('table writers', () => {
  it('write CSV with quoting, a BOM and formula cells neutralised', () => {
    const text = toCsv(table).toString('utf8');
    expect(text.startsWith('\uFEFFName,Note\r\n')).toBe(true);
    expect(text).toContain('Adéwálé Okafor,"says ""hi"", twice"');
    expect(text).toContain(`"'=HYPERLINK(""x"")",`);
  });
  it('write an XLSX workbook that opens with the same rows', async () => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await toXlsx(table)) as unknown as ArrayBuffer);
    const sheet = must(workbook.worksheets[0], 'a worksheet');
    expect(sheet.getRow(1).values).toEqual([undefined, 'Name', 'Note']);
    expect(sheet.getRow(2).getCell(1).value).toBe('Adéwálé Okafor');
    expect(sheet.rowCount).toBe(3);
  });
  it('write a PDF', async () => {
    const bytes = await toPdf(table);
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });
});
