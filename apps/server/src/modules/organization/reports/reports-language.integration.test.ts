import ExcelJS from 'exceljs';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { client } from '../../../test/harness.ts';
import { dataOf, testFile } from '../../../test/kit.ts';
import { must } from '../../../test/must.ts';

// Files are written in the requester's language (ADR 34): the web sends its own as Accept-Language.
// At most ten rows are written in the request; the company's 44 go to a job, which must write the
// language of the request that asked for it.
const f = testFile({ exportInlineRows: 10 });

const COLUMNS = ['pin', 'name', 'appointment_date'];
const FRENCH = ['Matricule', 'Nom', 'Date d’embauche'];
const OWNER_APPOINTED = '04-01-2016'; // Adaeze Okafor, the owner: 2016-01-04

async function download(language: string | null, type: 'csv' | 'xlsx', audience: object) {
  const as = client(f.t, await f.token('admin'), language ? { 'accept-language': language } : {});
  const res = await as.post(`/organization/reports/employees/download/${type}`, {
    ...audience,
    columns: COLUMNS,
  });
  const { data: name, job_id: jobId } = res.json() as { data: string; job_id: number | null };
  if (jobId !== null)
    await expect
      .poll(async () => dataOf<{ state: string }>(await as.get(`/jobs/${jobId}`)).state, { timeout: 30_000 })
      .toBe('completed');
  return { file: await as.get(`/downloads/${name}`), jobId };
}

const owner = async () => {
  const rows = await f.inCompany('demo', (tx) =>
    tx.execute<{ id: string; pin: string }>(
      sql`SELECT id, pin FROM employees WHERE email = 'admin@demo.example'`,
    ),
  );
  const row = must(rows.rows[0], "the owner's employee record");
  return { audience: { fetch_by: 'employee', fetch_by_id: [Number(row.id)] }, pin: row.pin };
};
const csvLines = (body: string) =>
  body
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');

describe('report files in the requester’s language', () => {
  it('writes a CSV with French headings and dates dd-MM-yyyy when asked in French', async () => {
    const { audience, pin } = await owner();
    const { file, jobId } = await download('fr-FR,fr;q=0.9,en;q=0.8', 'csv', audience);
    expect(jobId).toBeNull();
    expect(csvLines(file.body)).toEqual([FRENCH.join(','), `${pin},Adaeze Okafor,${OWNER_APPOINTED}`]);
  });

  it('writes English when the request asks for none of ours, or for nothing', async () => {
    const { audience } = await owner();
    for (const language of ['de-DE,de;q=0.9', null])
      expect(csvLines((await download(language, 'csv', audience)).file.body)[0]).toBe(
        'Pin,Name,Employment Date',
      );
  });

  it('has a job write the language of the request: French title, headings and dates in the XLSX', async () => {
    const { file, jobId } = await download('fr', 'xlsx', { fetch_by: 'company' });
    const job = await f.inCompany('demo', (tx) =>
      tx.execute<{ payload: { language?: string } }>(sql`SELECT payload FROM jobs WHERE id = ${jobId}`),
    );
    expect(job.rows[0]?.payload.language).toBe('fr');
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(file.rawPayload as unknown as ArrayBuffer);
    const sheet = must(book.worksheets[0], 'a worksheet');
    expect(sheet.name).toBe('Rapport des employés');
    expect(sheet.getRow(1).values).toEqual([undefined, ...FRENCH]);
    const rows = must(sheet.getRows(2, sheet.rowCount - 1), 'the rows');
    const ownerRow = must(
      rows.find((r) => r.getCell(2).value === 'Adaeze Okafor'),
      "the owner's row",
    );
    expect(ownerRow.getCell(3).value).toBe(OWNER_APPOINTED);
  });
});
