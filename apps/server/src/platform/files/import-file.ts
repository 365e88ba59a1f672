import ExcelJS from 'exceljs';
import { invalidField } from '../http/errors.ts';
import type { Upload } from './upload.ts';

/**
 * Reading an uploaded CSV or XLSX as text rows (ADR 48): the employee import and payroll's payment
 * history upload both read their files through it, so it belongs to the platform, not to a module.
 */

/** A spreadsheet read as text: the header names (lower-cased, trimmed) and each data row by header. */
export interface SheetData {
  headers: string[];
  rows: { line: number; cells: Record<string, string> }[];
}

/**
 * RFC 4180 CSV: quoted fields, doubled quotes, separators and newlines inside quotes, CRLF or LF.
 * The separator is a comma, or a semicolon when the header has semicolons and no comma (what Excel
 * writes in locales with a decimal comma, e.g. French).
 */
export function parseCsv(text: string): string[][] {
  const out: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const src = text.replace(/^\uFEFF/, '');
  const header = src.slice(0, src.search(/\r?\n|$/));
  const sep = header.includes(';') && !header.includes(',') ? ';' : ',';
  for (let i = 0; i < src.length; i++) {
    const c = src.charAt(i);
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"' && field === '') quoted = true;
    else if (c === sep) {
      row.push(field);
      field = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i++;
      row.push(field);
      out.push(row);
      row = [];
      field = '';
    } else field += c;
  }
  if (field !== '' || row.length) {
    row.push(field);
    out.push(row);
  }
  return out;
}

/** A cell as the text a person sees: dates as yyyy-MM-dd, formulas by their result, links by text. */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    if ('error' in value) return '';
    return '';
  }
  return String(value);
}

export async function readXlsxRows(bytes: Buffer): Promise<string[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: string[][] = [];
  sheet.eachRow({ includeEmpty: true }, (row, number) => {
    const values: string[] = [];
    for (let c = 1; c <= sheet.columnCount; c++) values.push(cellText(row.getCell(c).value));
    rows[number - 1] = values;
  });
  return Array.from(rows, (r) => r ?? []);
}

/** Rows → header-keyed records; blank lines are skipped but keep their line numbers for messages. */
export function toSheet(grid: string[][]): SheetData {
  const [head = [], ...body] = grid;
  const headers = head.map((h) => h.trim().toLowerCase().replace(/\s+/g, '_'));
  const rows: SheetData['rows'] = [];
  body.forEach((cells, i) => {
    if (cells.every((c) => c.trim() === '')) return;
    const record: Record<string, string> = {};
    headers.forEach((h, j) => {
      if (h) record[h] = (cells[j] ?? '').trim();
    });
    rows.push({ line: i + 2, cells: record });
  });
  return { headers, rows };
}

/**
 * An uploaded CSV or workbook as a sheet, read the same way by the employee import and payroll's
 * history upload; each gives its own wording for a zip that is not a workbook.
 */
export async function readUploadedSheet(upload: Upload, fileTypeMessage: string): Promise<SheetData> {
  let grid: string[][];
  if (upload.type === 'zip') {
    try {
      grid = await readXlsxRows(upload.bytes);
    } catch {
      // A zip that is not a workbook (a .docx renamed .xlsx).
      throw invalidField('file', fileTypeMessage);
    }
  } else grid = parseCsv(upload.bytes.toString('utf8'));
  return toSheet(grid);
}
