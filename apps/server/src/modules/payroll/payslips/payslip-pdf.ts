import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import {
  PAYSLIP_PDF_WORDS,
  type Language,
  type PayslipReport,
  type PayslipSection,
} from '@clockroom/contracts';
import { groupedNaira } from './payslip-report.ts';

/**
 * The PDF payslip (ADR 46): the same tables as the screen, amounts in NGN, in the employee's
 * language, encrypted with AES-256 (PDF 1.7 extension level 3) under a password the employee knows.
 * The owner password is random and thrown away, so nobody can lift the restrictions; printing and
 * copying the text stay allowed.
 */

const require = createRequire(import.meta.url);
interface PdfMake {
  setFonts(fonts: object): void;
  setUrlAccessPolicy(policy: (url: string) => boolean): void;
  setLocalAccessPolicy(policy: (path: string) => boolean): void;
  createPdf(doc: object): { getBuffer(): Promise<Buffer> };
}
const STANDARD_FONT =
  /^(?:(?:Helvetica|Courier)(?:-Bold|-Oblique|-BoldOblique)?|Times-(?:Roman|Bold|Italic|BoldItalic))$/;
let pdfMake: PdfMake | undefined;
function pdf(): PdfMake {
  if (!pdfMake) {
    pdfMake = require('pdfmake') as PdfMake;
    // The 14 standard PDF fonts need no font files (as platform/exports does); nothing is fetched.
    pdfMake.setFonts(require('pdfmake/standard-fonts/Helvetica.js') as object);
    pdfMake.setUrlAccessPolicy(() => false);
    // Nothing from the disk but the standard fonts, which pdfmake asks for by name.
    pdfMake.setLocalAccessPolicy((file) => STANDARD_FONT.test(file));
  }
  return pdfMake;
}

type Words = (typeof PAYSLIP_PDF_WORDS)[Language];

/** The standard fonts speak WinAnsi only: a character beyond it (a name in another script) prints as '?'. */
const printable = (text: string) =>
  text.replace(/[^\u0020-\u007e\u00a0-\u00ff\u2018-\u201d\u2013\u2014]/g, '?');

const money = (naira: string) => ({ text: groupedNaira(naira), alignment: 'right' });
const head = (text: string, right = false) => ({
  text,
  bold: true,
  fillColor: '#eeeeee',
  ...(right ? { alignment: 'right' } : {}),
});

function sectionTable(title: string, section: PayslipSection, w: Words) {
  const rows = section.data.map((line) => [
    printable(line.name),
    money(line.current_pay),
    money(line.year_to_date),
  ]);
  return [
    { text: title, style: 'section' },
    {
      table: {
        headerRows: 1,
        widths: ['*', 110, 110],
        body: [
          [head(w.item), head(w.currentPay, true), head(w.yearToDate, true)],
          ...(rows.length ? rows : [[{ text: w.none, italics: true, colSpan: 3 }, '', '']]),
          [
            { text: w.total, bold: true },
            { ...money(section.current_pay_sum), bold: true },
            { ...money(section.year_to_date_sum), bold: true },
          ],
        ],
      },
      layout: 'lightHorizontalLines',
    },
  ];
}

function personalTable(report: PayslipReport, w: Words) {
  const value = (v: string | null) => printable(v ?? w.notAvailable);
  const pairs: [string, string][] = [
    [w.name, value(report.name)],
    [w.pin, value(report.pin)],
    [w.designation, value(report.employee_designation)],
    [w.department, value(report.department)],
    [w.grade, value(report.employee_grade)],
    [w.paidOn, value(report.paid_on)],
  ];
  return {
    table: { widths: [110, '*'], body: pairs.map(([label, v]) => [{ text: label, bold: true }, v]) },
    layout: 'noBorders',
  };
}

function summaryTable(report: PayslipReport, w: Words) {
  const row = (label: string, current: string, ytd: string, bold = false) => [
    { text: label, bold },
    { ...money(current), bold },
    { ...money(ytd), bold },
  ];
  return {
    table: {
      headerRows: 1,
      widths: ['*', 110, 110],
      body: [
        [head(w.summary), head(w.currentPay, true), head(w.yearToDate, true)],
        row(w.grossPay, report.gross_pay.current_pay, report.gross_pay.year_to_date),
        row(w.totalBenefit, report.benefits.current_pay_sum, report.benefits.year_to_date_sum),
        row(w.totalDeduction, report.deductions.current_pay_sum, report.deductions.year_to_date_sum),
        row(w.netPay, report.net_pay.current_pay, report.net_pay.year_to_date, true),
      ],
    },
    layout: 'lightHorizontalLines',
  };
}

/** The month's name in the reader's language: 3 → "March", "mars". */
export function monthName(month: number, language: Language): string {
  return new Intl.DateTimeFormat(language, { month: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2000, month - 1, 1),
  );
}

/**
 * The payslip as PDF bytes, protected by `password` (null only for an employee with neither a date
 * of birth nor a PIN, whose own signed-in download is then not encrypted).
 */
export async function payslipPdf(report: PayslipReport, language: Language, password: string | null) {
  const w = PAYSLIP_PDF_WORDS[language];
  const period = `${monthName(report.month, language)} ${report.year}`;
  const doc = {
    info: { title: `${w.title} ${period}`, author: printable(report.company_name) },
    version: '1.7ext3',
    ...(password
      ? {
          userPassword: password,
          ownerPassword: randomBytes(24).toString('hex'),
          permissions: { printing: 'highResolution', copying: true, contentAccessibility: true },
        }
      : {}),
    pageSize: 'A4',
    pageMargins: [36, 36, 36, 36],
    defaultStyle: { font: 'Helvetica', fontSize: 9 },
    styles: { section: { fontSize: 11, bold: true, margin: [0, 14, 0, 4] } },
    content: [
      { text: printable(report.company_name), fontSize: 14, bold: true },
      { text: `${w.title}: ${period}`, fontSize: 12, margin: [0, 2, 0, 2] },
      { text: w.currency, color: '#555555', margin: [0, 0, 0, 10] },
      { text: w.personal, style: 'section' },
      personalTable(report, w),
      ...sectionTable(w.allowances, report.allowances, w),
      ...sectionTable(w.benefits, report.benefits, w),
      ...sectionTable(w.deductions, report.deductions, w),
      { text: w.summary, style: 'section' },
      summaryTable(report, w),
    ],
  };
  return pdf().createPdf(doc).getBuffer();
}

/** The file name a payslip downloads or is attached as: payslip-2026-03.pdf. */
export const payslipFileName = (year: number, month: number) =>
  `payslip-${year}-${String(month).padStart(2, '0')}.pdf`;
