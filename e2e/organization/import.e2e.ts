import { expect, test, type Page } from '@playwright/test';
import { shootAs, signedIn } from '../pages/session.ts';

const stamp = Date.now().toString(36).slice(-5);
const HEAD =
  'pin,first_name,last_name,email,mobile_number,gender,branch,department,employee_grade,appointment_date';

/** 50 employees; with `broken`, row 7 has a bad email and row 20 names a branch that does not exist. */
function staffCsv(broken: boolean): string {
  const rows = Array.from({ length: 50 }, (_, i) => {
    const n = i + 1;
    const email = broken && n === 7 ? 'not-an-email' : `import.${stamp}.${n}@demo.example`;
    const branch = broken && n === 20 ? 'Kano Branch' : n % 2 ? 'Lagos HQ' : 'abuja branch';
    return [
      `T${stamp}${n}`,
      `Tolu${n}`,
      `Bankole${stamp}`,
      email,
      `0803${String(2000000 + n)}`,
      n % 2 ? 'male' : 'female',
      branch,
      'Finance',
      '',
      '02-01-2025',
    ].join(',');
  });
  return `${HEAD}\n${rows.join('\n')}\n`;
}

const shoot = (page: Page, name: string) => shootAs(page, `import-${name}`, true);

async function upload(page: Page, csv: string): Promise<void> {
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'staff.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
}

test('bulk import: errors shown per cell, fixed file imported, summary', async ({ page }) => {
  await signedIn(page, 'admin@demo.example');
  await page.goto('/admin/organization/employees/import');
  await expect(page.getByTestId('import-template-csv')).toBeVisible();
  await shoot(page, 'upload');

  await upload(page, staffCsv(true));
  await expect(page.getByTestId('import-check-summary')).toContainText('48 of 50 rows are valid');
  await expect(page.getByTestId('preview-error-8-email')).toContainText('Kindly input a valid email');
  await expect(page.getByTestId('preview-error-21-branch')).toContainText('No branch has this name');
  await expect(page.getByTestId('import-run')).toBeDisabled();
  await shoot(page, 'preview-errors');

  await page.getByTestId('import-other-file').click();
  await upload(page, staffCsv(false));
  await expect(page.getByTestId('import-check-summary')).toContainText('All 50 rows are valid');
  await page.getByTestId('import-run').click();
  await expect(page.getByTestId('import-summary')).toContainText('50 employees imported');
  await shoot(page, 'summary');

  await page.getByTestId('import-view-employees').click();
  await expect(page).toHaveURL(/\/admin\/organization\/employees\/view-all/);
});
