import type { FastifyReply, FastifyRequest } from 'fastify';
import { EXPORT_MIME_TYPES } from '../exports/table-writers.ts';
import { fileResponse } from './file-response.ts';
import { readUpload, type Upload, type UploadRules } from './upload.ts';

/**
 * A spreadsheet upload's calls (the employee import, payroll's payment history; ADR 48): its
 * template offered in CSV or XLSX, and the uploaded CSV or XLSX read against its limits (checked on
 * the bytes; import-file.ts then reads its rows).
 */
export interface SheetUpload {
  /** The multipart field that carries the file. */
  field: string;
  maxBytes: number;
  messages: UploadRules['messages'];
  /** The template's words in the API docs, and its file name without the extension. */
  template: { description: string; name: string };
}

export function sheetUpload(s: SheetUpload) {
  return {
    templateResponse: fileResponse(s.template.description, [EXPORT_MIME_TYPES.csv, EXPORT_MIME_TYPES.xlsx]),
    read: (req: FastifyRequest): Promise<Upload> =>
      readUpload(req, {
        field: s.field,
        maxBytes: s.maxBytes,
        types: ['text', 'zip'],
        extensions: ['csv', 'xlsx'],
        messages: s.messages,
      }),
    /** The template's bytes, sent as they are (the route's typed reply expects its declared string). */
    sendTemplate: (reply: FastifyReply, format: 'csv' | 'xlsx', bytes: Buffer) =>
      reply
        .type(EXPORT_MIME_TYPES[format])
        .header('content-disposition', `attachment; filename="${s.template.name}.${format}"`)
        .header('cache-control', 'no-store')
        .send(bytes),
  };
}
