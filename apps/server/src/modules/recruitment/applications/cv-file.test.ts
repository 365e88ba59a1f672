import { describe, expect, it } from 'vitest';
import { sniffCv, zipEntryNames } from './cv-file.ts';
import { sampleDocx, samplePdf, storedZip } from './cv-samples.ts';

const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]);

describe('CV sniffing (by content, not by name)', () => {
  it('accepts a real PDF and a real DOCX named as what they are', () => {
    expect(sniffCv(samplePdf(['Ada Obi', 'Engineer']), 'ada.pdf')).toBe('pdf');
    expect(sniffCv(sampleDocx(['Ada Obi']), 'Ada CV.DOCX')).toBe('docx');
  });

  it('refuses a renamed executable whatever its name', () => {
    expect(sniffCv(exe, 'cv.pdf')).toBeNull();
    expect(sniffCv(exe, 'cv.docx')).toBeNull();
  });

  it('refuses a zip or a spreadsheet named .docx', () => {
    expect(sniffCv(storedZip([{ name: 'evil.exe', content: exe }]), 'cv.docx')).toBeNull();
    const xlsx = storedZip([
      { name: '[Content_Types].xml', content: '<Types/>' },
      { name: 'xl/workbook.xml', content: '<workbook/>' },
    ]);
    expect(sniffCv(xlsx, 'cv.docx')).toBeNull();
  });

  it('refuses a name that disagrees with the bytes, text, images and empty files', () => {
    expect(sniffCv(samplePdf(['x']), 'cv.docx')).toBeNull();
    expect(sniffCv(sampleDocx(['x']), 'cv.pdf')).toBeNull();
    expect(sniffCv(Buffer.from('plain text CV'), 'cv.pdf')).toBeNull();
    expect(sniffCv(Buffer.from([0xff, 0xd8, 0xff, 0xe0]), 'cv.pdf')).toBeNull();
    expect(sniffCv(Buffer.alloc(0), 'cv.pdf')).toBeNull();
  });

  it('reads a zip directory and survives a truncated one', () => {
    const docx = sampleDocx(['x']);
    expect(zipEntryNames(docx).has('word/document.xml')).toBe(true);
    expect(zipEntryNames(docx.subarray(0, docx.length - 30)).size).toBe(0);
    expect(zipEntryNames(Buffer.from('PK\u0003\u0004')).size).toBe(0);
  });
});
