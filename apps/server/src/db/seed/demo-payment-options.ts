import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../platform/db/database.ts';
import { expectRow } from '../../platform/db/rows.ts';
import { FileStorage } from '../../platform/files/storage.ts';
import { newFileName } from '../../platform/files/files.service.ts';

/**
 * The demo's payment options (issue 21, ADR 58): the company wallet, and a bank bulk-payment file
 * for GTBank with its signed mandate on file. Payment uploads and the wallet's settings find them by
 * these names.
 */
export const DEMO_WALLET_OPTION = 'Company wallet';
export const DEMO_BANK_FILE_OPTION = 'GTBank bulk payment';

/** A one-page PDF of the mandate letter, written by hand: the demo needs no PDF library at seed time. */
export function mandateLetterPdf(company: string): Buffer {
  const text = [
    'Payment mandate',
    `${company} authorises Guaranty Trust Bank plc to debit its salary account`,
    'for the bulk salary payments it uploads through the bank portal.',
    'Signed: Managing Director and Finance Director.',
  ];
  const stream = `BT /F1 12 Tf 72 760 Td 16 TL ${text.map((l) => `(${l.replace(/[()\\]/g, '')}) '`).join(' ')} ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/**
 * The seed gets no app, so it keeps the mandate's bytes where the app's storage reads them:
 * DATA_DIR/files, resolved as the configuration resolves it (tests pass their own storage).
 */
const defaultStorage = () =>
  new FileStorage(path.join(path.resolve(process.env.DATA_DIR ?? './data'), 'files'));

export async function seedDemoPaymentOptions(
  tx: Tx,
  companyId: number,
  storage: FileStorage = defaultStorage(),
): Promise<void> {
  await tx.execute(sql`INSERT INTO payment_options (company_id, name, type, bank_file_format)
    VALUES (${companyId}, ${DEMO_WALLET_OPTION}, 'wallet', NULL)`);
  const bank = await tx.execute<{ id: string | number }>(sql`
    INSERT INTO payment_options (company_id, name, type, bank_file_format)
    VALUES (${companyId}, ${DEMO_BANK_FILE_OPTION}, 'bank_file', 'bank_bulk_csv') RETURNING id`);
  const optionId = Number(expectRow(bank.rows, 'demo bank file option').id);
  const company = await tx.execute<{ name: string }>(
    sql`SELECT company_name AS name FROM companies WHERE id = ${companyId}`,
  );
  const bytes = mandateLetterPdf(company.rows[0]?.name ?? 'The company');
  const key = await storage.put(bytes);
  const file = await tx.execute<{ id: string | number }>(sql`
    INSERT INTO files (company_id, token, kind, original_name, mime_type, size_bytes, storage_key, is_public)
    VALUES (${companyId}, ${newFileName(companyId, 'pdf')}, 'payment-mandate', 'GTBank salary mandate.pdf',
      'application/pdf', ${bytes.length}, ${key}, false) RETURNING id`);
  // Uploaded by the owner, as a company's first mandate usually is.
  await tx.execute(sql`
    INSERT INTO payment_option_mandates (company_id, payment_option_id, file_id, description, uploaded_by_user_id)
    SELECT ${companyId}, ${optionId}, ${Number(expectRow(file.rows, 'demo mandate file').id)},
      'Signed by the Managing Director and the Finance Director', u.id
    FROM companies c LEFT JOIN users u ON u.company_id = c.id AND u.employee_id = c.head_station_id
    WHERE c.id = ${companyId} LIMIT 1`);
}
