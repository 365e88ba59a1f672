import { createWriteStream, type WriteStream } from 'node:fs';
import { once } from 'node:events';
import { stat, writeFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import {
  addTableSheet,
  csvLine,
  toPdf,
  type ExportCell,
  type ExportColumn,
  type ExportFormat,
} from './table-writers.ts';

/** A table written to a file page by page, so a large export never holds every row in memory. */
export interface TableFile {
  append(rows: readonly Record<string, ExportCell>[]): Promise<void>;
  /** Finishes the file; returns its size in bytes. */
  close(): Promise<number>;
}

export async function openTableFile(
  format: ExportFormat,
  filePath: string,
  title: string,
  columns: readonly ExportColumn[],
): Promise<TableFile> {
  if (format === 'csv') return csvFile(filePath, columns);
  if (format === 'xlsx') return xlsxFile(filePath, title, columns);
  return pdfFile(filePath, title, columns);
}

async function write(stream: WriteStream, text: string): Promise<void> {
  if (!stream.write(text, 'utf8')) await once(stream, 'drain');
}

async function csvFile(filePath: string, columns: readonly ExportColumn[]): Promise<TableFile> {
  const stream = createWriteStream(filePath);
  // A BOM so Excel opens UTF-8 names (Adéwálé) correctly.
  await write(stream, `\uFEFF${csvLine(columns.map((c) => c.label))}`);
  return {
    async append(rows) {
      for (const row of rows)
        await write(
          stream,
          csvLine(
            columns.map((c) => row[c.key]),
            true,
          ),
        );
    },
    async close() {
      stream.end();
      await once(stream, 'finish');
      return stream.bytesWritten;
    },
  };
}

async function xlsxFile(
  filePath: string,
  title: string,
  columns: readonly ExportColumn[],
): Promise<TableFile> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ filename: filePath, useStyles: true });
  const sheet = addTableSheet(workbook, title, columns);
  sheet.getRow(1).commit();
  return {
    async append(rows) {
      for (const row of rows) {
        sheet.addRow(Object.fromEntries(columns.map((c) => [c.key, row[c.key] ?? '']))).commit();
      }
    },
    async close() {
      sheet.commit();
      await workbook.commit();
      return (await stat(filePath)).size;
    },
  };
}

/** PDF has no streaming writer here: pages are laid out at the end, which bounds a PDF's size in practice. */
async function pdfFile(
  filePath: string,
  title: string,
  columns: readonly ExportColumn[],
): Promise<TableFile> {
  const rows: Record<string, ExportCell>[] = [];
  return {
    async append(page) {
      rows.push(...page);
    },
    async close() {
      const bytes = await toPdf({ title, columns, rows });
      await writeFile(filePath, bytes);
      return bytes.length;
    },
  };
}
