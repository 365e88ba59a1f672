import { sniffType } from '../../../platform/files/file-types.ts';

/**
 * What a CV really is, from its bytes (issue 24: "checked by content and not by name"). The platform
 * sniff tells a PDF and a zip container apart; a DOCX is a zip whose directory holds
 * `[Content_Types].xml` and `word/document.xml`, so an XLSX, a plain zip or a renamed program is
 * refused whatever its name says. The name's extension must also agree with the bytes.
 */
export type CvType = 'pdf' | 'docx';

export const CV_MIME_TYPES: Record<CvType, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

export function sniffCv(bytes: Buffer, fileName: string): CvType | null {
  const extension = (/\.([a-z0-9]{1,5})$/i.exec(fileName)?.[1] ?? '').toLowerCase();
  const type = sniffType(bytes);
  if (type === 'pdf') return extension === 'pdf' ? 'pdf' : null;
  if (type === 'zip' && extension === 'docx') {
    const names = zipEntryNames(bytes);
    return names.has('[Content_Types].xml') && names.has('word/document.xml') ? 'docx' : null;
  }
  return null;
}

const EOCD = 0x06054b50;
const CENTRAL = 0x02014b50;

/** The names in a zip's central directory (empty when it is not a well-formed zip). */
export function zipEntryNames(bytes: Buffer): Set<string> {
  const names = new Set<string>();
  // The end-of-directory record sits in the last 22 bytes plus at most a 65,535-byte comment.
  const floor = Math.max(0, bytes.length - 22 - 0xffff);
  let end = -1;
  for (let i = bytes.length - 22; i >= floor; i -= 1) {
    if (bytes.readUInt32LE(i) === EOCD) {
      end = i;
      break;
    }
  }
  if (end < 0) return names;
  const count = bytes.readUInt16LE(end + 10);
  let at = bytes.readUInt32LE(end + 16);
  for (let n = 0; n < count && at + 46 <= bytes.length; n += 1) {
    if (bytes.readUInt32LE(at) !== CENTRAL) break;
    const nameLength = bytes.readUInt16LE(at + 28);
    const extraLength = bytes.readUInt16LE(at + 30);
    const commentLength = bytes.readUInt16LE(at + 32);
    if (at + 46 + nameLength > bytes.length) break;
    names.add(bytes.subarray(at + 46, at + 46 + nameLength).toString('utf8'));
    at += 46 + nameLength + extraLength + commentLength;
  }
  return names;
}
