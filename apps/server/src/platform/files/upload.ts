import type { FastifyRequest } from 'fastify';
import { AppError } from '../http/errors.ts';
import { refuseBadText } from '../http/input-guard.ts';
import { MIME_TYPES, sniffType, type SniffedType } from './file-types.ts';

export interface UploadRules {
  /** The multipart field that must carry the file (e.g. employeePicture). */
  field: string;
  maxBytes: number;
  /** Accepted real types, checked on the bytes. */
  types: readonly Exclude<SniffedType, 'unknown'>[];
  /** Accepted name extensions (lower case, without the dot); the name must agree with the bytes. */
  extensions: readonly string[];
  messages: { missing: string; type: string; size: string };
}

export interface Upload {
  originalName: string;
  extension: string;
  mimeType: string;
  type: SniffedType;
  bytes: Buffer;
  /** The other (text) fields of the form. */
  fields: Record<string, string>;
}

const invalid = (field: string, message: string) => new AppError(422, message, [{ field, message }]);

/**
 * Reads the one file of a multipart request and checks it against the rules: the field name, the
 * size (stopping the stream past the limit) and the real type from the bytes, not the file name.
 */
export async function readUpload(request: FastifyRequest, rules: UploadRules): Promise<Upload> {
  if (!request.isMultipart()) throw invalid(rules.field, rules.messages.missing);
  const part = await request.file({ limits: { fileSize: rules.maxBytes, files: 1 } });
  if (!part || part.fieldname !== rules.field) throw invalid(rules.field, rules.messages.missing);
  let bytes: Buffer;
  try {
    bytes = await part.toBuffer();
  } catch (err) {
    if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw invalid(rules.field, rules.messages.size);
    throw err;
  }
  if (part.file.truncated || bytes.length > rules.maxBytes) throw invalid(rules.field, rules.messages.size);
  const extension = (/\.([a-z0-9]{1,5})$/i.exec(part.filename)?.[1] ?? '').toLowerCase();
  const type = sniffType(bytes);
  if (type === 'unknown' || !rules.types.includes(type) || !rules.extensions.includes(extension))
    throw invalid(rules.field, rules.messages.type);
  const fields: Record<string, string> = {};
  for (const [name, value] of Object.entries(part.fields)) {
    const v = Array.isArray(value) ? value[0] : value;
    if (v && 'value' in v && typeof v.value === 'string') fields[name] = v.value;
  }
  // The request hooks never see a multipart body, so its text is checked here, before any SQL.
  refuseBadText({ ...fields, [rules.field]: part.filename });
  return {
    originalName: part.filename.slice(0, 200),
    extension,
    mimeType: type === 'zip' || type === 'text' ? part.mimetype || MIME_TYPES[type] : MIME_TYPES[type],
    type,
    bytes,
    fields,
  };
}
