import { createRequire } from 'node:module';
import ExcelJS from 'exceljs';

export const EXPORT_FORMATS = ['csv', 'xlsx', 'pdf'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

export interface ExportColumn {
  key: string;
  label: string;
}

export type ExportCell = string | number | boolean | null | undefined;

export interface ExportTable {
  title: string;
  columns: readonly ExportColumn[];
  rows: readonly Record<string, ExportCell>[];
}

export const EXPORT_MIME_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
};

/** Cells that spreadsheet programs would run as formulas are prefixed (CSV injection). */
function safeText(value: ExportCell): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  return /^[=+\-@\t\r]/.test(text) && typeof value === 'string' ? `'${text}` : text;
}

const quote = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);

/** One CSV record with its line end; data cells are guarded against formula injection, labels are ours. */
export function csvLine(cells: readonly ExportCell[], data = false): string {
  return `${cells.map((c) => quote(data ? safeText(c) : String(c ?? ''))).join(',')}\r\n`;
}

export function toCsv(table: ExportTable): Buffer {
  const lines = [csvLine(table.columns.map((c) => c.label))];
  for (const row of table.rows)
    lines.push(
      csvLine(
        table.columns.map((c) => row[c.key]),
        true,
      ),
    );
  // A BOM so Excel opens UTF-8 names (Adéwálé) correctly.
  return Buffer.from(`\uFEFF${lines.join('')}`, 'utf8');
}

export async function toXlsx(table: ExportTable): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Clockroom';
  const sheet = workbook.addWorksheet(table.title.slice(0, 31).replace(/[*?:\\/[\]]/g, ' '));
  sheet.columns = table.columns.map((c) => ({
    header: c.label,
    key: c.key,
    width: Math.max(12, c.label.length + 2),
  }));
  sheet.getRow(1).font = { bold: true };
  sheet.views = [{ state: 'frozen', ySplit: 1 }];
  for (const row of table.rows) {
    sheet.addRow(Object.fromEntries(table.columns.map((c) => [c.key, row[c.key] ?? ''])));
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const require = createRequire(import.meta.url);
interface PdfMake {
  setFonts(fonts: object): void;
  setUrlAccessPolicy(policy: (url: string) => boolean): void;
  createPdf(doc: object): { getBuffer(): Promise<Buffer> };
}
let pdfMake: PdfMake | undefined;
function pdf(): PdfMake {
  if (!pdfMake) {
    pdfMake = require('pdfmake') as PdfMake;
    // The 14 standard PDF fonts need no font files; nothing is fetched from anywhere.
    pdfMake.setFonts(require('pdfmake/standard-fonts/Helvetica.js') as object);
    pdfMake.setUrlAccessPolicy(() => false);
  }
  return pdfMake;
}

export async function toPdf(table: ExportTable): Promise<Buffer> {
  const wide = table.columns.length > 6;
  const doc = {
    pageOrientation: wide ? 'landscape' : 'portrait',
    pageSize: table.columns.length > 14 ? 'A3' : 'A4',
    pageMargins: [20, 30, 20, 30],
    defaultStyle: { font: 'Helvetica', fontSize: table.columns.length > 14 ? 6 : 8 },
    content: [
      { text: table.title, fontSize: 13, bold: true, margin: [0, 0, 0, 8] },
      {
        table: {
          headerRows: 1,
          widths: table.columns.map(() => '*'),
          body: [
            table.columns.map((c) => ({ text: c.label, bold: true, fillColor: '#eeeeee' })),
            ...table.rows.map((row) => table.columns.map((c) => safeText(row[c.key]))),
          ],
        },
        layout: 'lightHorizontalLines',
      },
    ],
  };
  return pdf().createPdf(doc).getBuffer();
}
