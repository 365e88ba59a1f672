import { createRequire } from 'node:module';
import ExcelJS from 'exceljs';
import type { ReportColumnKind, ReportFormat } from '@clockroom/contracts';

export type ExportFormat = ReportFormat;

export interface ExportColumn {
  key: string;
  label: string;
  /** A report column's kind (ADR 34): money and percent cells get a number format in XLSX. */
  kind?: ReportColumnKind;
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

/** XLSX number formats by column kind: amounts with two decimals, percentages with their sign. */
const XLSX_NUMBER_FORMATS: Partial<Record<ReportColumnKind, string>> = {
  money: '#,##0.00',
  percent: '0.0"%"',
};

type Sheets = Pick<ExcelJS.Workbook, 'addWorksheet' | 'creator'>;

/** The table's sheet: named after the title, a bold frozen heading row, columns as wide as their heading. */
export function addTableSheet(workbook: Sheets, title: string, columns: readonly ExportColumn[]) {
  workbook.creator = 'Clockroom';
  const sheet = workbook.addWorksheet(title.slice(0, 31).replace(/[*?:\\/[\]]/g, ' '), {
    views: [{ state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = columns.map((c) => {
    const numFmt = c.kind ? XLSX_NUMBER_FORMATS[c.kind] : undefined;
    return {
      header: c.label,
      key: c.key,
      width: Math.max(12, c.label.length + 2),
      style: numFmt ? { numFmt } : {},
    };
  });
  sheet.getRow(1).font = { bold: true };
  return sheet;
}

/** Cells that spreadsheet programs would run as formulas are prefixed (CSV injection). */
function safeText(value: ExportCell): string {
  if (value === null || value === undefined) return '';
  const text = String(value);
  // A plain number (a negative amount) is no formula.
  const formula = /^[=+\-@\t\r]/.test(text) && !/^-?\d+(\.\d+)?$/.test(text);
  return formula && typeof value === 'string' ? `'${text}` : text;
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
  const sheet = addTableSheet(workbook, table.title, table.columns);
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
