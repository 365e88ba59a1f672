import {
  csvRecord,
  digitsOnly,
  fileNamePart,
  koboText,
  lineKobo,
  portalText,
  spreadsheetSafe,
  truncate,
} from './bank-file-text.ts';

/**
 * The bank files a payment schedule paid by a bank file option is written as (issue 21, ADR 58).
 * Pure: the same schedule always gives the same bytes, so a file can be written again on demand.
 */

export type BankFileFormat = 'generic_csv' | 'bank_bulk_csv';

/** One payment of the schedule: an employee's net pay to their account. */
export interface BankFileLine {
  reference: string;
  employeePin: string;
  employeeName: string;
  beneficiaryName: string;
  accountNumber: string;
  bankCode: string;
  bankName: string;
  amountKobo: number;
  narration: string;
}

export interface BankFile {
  fileName: string;
  contentType: string;
  body: string;
}

export interface BankFileSchedule {
  transactionId: string;
  scheduleName: string;
  /** YYYY-MM-DD */
  paymentDate: string;
  lines: BankFileLine[];
}

/** Nigerian bulk-payment portals cut the narration at 100 characters; we cut it first, on purpose. */
export const NARRATION_MAX = 100;

export const GENERIC_CSV_COLUMNS = [
  'Reference',
  'Employee PIN',
  'Employee Name',
  'Beneficiary Name',
  'Bank Name',
  'Bank Code',
  'Account Number',
  'Amount (NGN)',
  'Narration',
  'Payment Date',
  'Transaction ID',
  'Schedule',
] as const;

export const BANK_BULK_CSV_COLUMNS = [
  'Payment Reference',
  'Beneficiary Name',
  'Account Number',
  'Bank Code',
  'Amount',
  'Narration',
] as const;

function checkDate(paymentDate: string): void {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(paymentDate))
    throw new Error(`bank file: paymentDate ${paymentDate} is not YYYY-MM-DD`);
}

const fileNameOf = (s: BankFileSchedule, suffix: string) =>
  `${fileNamePart(s.transactionId)}-${fileNamePart(s.scheduleName)}-${s.paymentDate}-${suffix}.csv`;

/**
 * Every detail of every line, for any bank or a spreadsheet: UTF-8 with a BOM (Excel then reads
 * Adéwálé right), CRLF, RFC 4180 quoting, text guarded against formulas, and a last "Total" row
 * whose amount is the sum of the lines.
 */
export function writeGenericCsv(s: BankFileSchedule): BankFile {
  checkDate(s.paymentDate);
  let total = 0n;
  const records = [csvRecord(GENERIC_CSV_COLUMNS)];
  for (const line of s.lines) {
    const kobo = lineKobo(line.amountKobo, line.reference);
    total += kobo;
    const text = [
      line.reference,
      line.employeePin,
      line.employeeName,
      line.beneficiaryName,
      line.bankName,
      line.bankCode,
      line.accountNumber,
    ].map((v) => spreadsheetSafe(v.trim()));
    records.push(
      csvRecord([
        ...text,
        koboText(kobo),
        spreadsheetSafe(line.narration.trim()),
        s.paymentDate,
        spreadsheetSafe(s.transactionId),
        spreadsheetSafe(s.scheduleName),
      ]),
    );
  }
  const count = s.lines.length;
  records.push(
    csvRecord([
      `Total (${count} ${count === 1 ? 'payment' : 'payments'})`,
      '',
      '',
      '',
      '',
      '',
      '',
      koboText(total),
      '',
      s.paymentDate,
      spreadsheetSafe(s.transactionId),
      spreadsheetSafe(s.scheduleName),
    ]),
  );
  return {
    fileName: fileNameOf(s, 'payments'),
    contentType: 'text/csv; charset=utf-8',
    body: `\uFEFF${records.join('')}`,
  };
}

/**
 * A bank portal's bulk-payment upload: one header row, then payment reference, beneficiary name,
 * account number (NUBAN digits), CBN bank code, amount in naira with two decimals and a narration of
 * at most 100 characters. Plain ASCII without a BOM, CRLF, RFC 4180 quoting, no total row (portals
 * ask the control total in their form and add it up themselves).
 */
export function writeBankBulkCsv(s: BankFileSchedule): BankFile {
  checkDate(s.paymentDate);
  const records = [csvRecord(BANK_BULK_CSV_COLUMNS)];
  for (const line of s.lines) {
    const kobo = lineKobo(line.amountKobo, line.reference);
    records.push(
      csvRecord([
        portalText(line.reference),
        // The name the bank holds for the account; the employee's own when none was verified.
        portalText(line.beneficiaryName.trim() || line.employeeName),
        digitsOnly(line.accountNumber),
        digitsOnly(line.bankCode),
        koboText(kobo),
        truncate(portalText(line.narration), NARRATION_MAX),
      ]),
    );
  }
  return {
    fileName: fileNameOf(s, 'bulk'),
    contentType: 'text/csv; charset=us-ascii',
    body: records.join(''),
  };
}

/** The file of a schedule in the option's format. */
export function writeBankFile(format: BankFileFormat, file: BankFileSchedule): BankFile {
  return format === 'generic_csv' ? writeGenericCsv(file) : writeBankBulkCsv(file);
}
