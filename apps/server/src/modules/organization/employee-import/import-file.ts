/** The spreadsheet reader lives in the platform, shared with payroll's history upload (ADR 48). */
export {
  parseCsv,
  readUploadedSheet,
  readXlsxRows,
  toSheet,
  type SheetData,
} from '../../../platform/files/import-file.ts';
