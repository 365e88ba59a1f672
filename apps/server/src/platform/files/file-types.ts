/** What a file really is, from its first bytes: a renamed .exe is not a JPEG because its name says so. */
export type SniffedType = 'jpeg' | 'png' | 'pdf' | 'zip' | 'text' | 'unknown';

export const MIME_TYPES: Record<Exclude<SniffedType, 'unknown'>, string> = {
  jpeg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  zip: 'application/zip',
  text: 'text/plain',
};

export function sniffType(bytes: Buffer): SniffedType {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'png';
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  // XLSX and DOCX are zip containers.
  if (bytes.subarray(0, 4).equals(Buffer.from([0x50, 0x4b, 0x03, 0x04]))) return 'zip';
  if (isText(bytes)) return 'text';
  return 'unknown';
}

/** UTF-8 text without control characters other than tab, CR and LF (CSV files). */
function isText(bytes: Buffer): boolean {
  const sample = bytes.subarray(0, 4096);
  if (sample.length === 0) return false;
  for (const b of sample) if (b < 0x09 || (b > 0x0d && b < 0x20) || b === 0x7f) return false;
  return !sample.toString('utf8').includes('\uFFFD');
}
