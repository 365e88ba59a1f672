import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { expect, test } from '@playwright/test';
import { dismissNotices } from '../pages/notices.ts';
import { signInFromStart, snap } from '../pages/session.ts';
import { must } from '../pages/must.ts';
import { exportAs } from '../pages/export.ts';

const HEADINGS = ['Pin', 'Name', 'Email', 'Department', 'Branch', 'Employment Date'];
const COLUMNS = ['pin', 'name', 'email', 'department', 'branch', 'appointment_date'];

test('an admin generates a report of chosen columns for all users and exports it', async ({ page }) => {
  await signInFromStart(page, 'admin@demo.example');
  await expect(page).toHaveURL(/\/admin\/home$/);

  // View-all without columns goes back to generate with the spec's message.
  await page.goto('/admin/organization/reports/view-all');
  await expect(page).toHaveURL(/\/reports\/generate$/);
  await expect(page.getByText('Please select filters to generate report.')).toBeVisible();

  // Generating with nothing ticked names the missing field beside it.
  await page.getByTestId('report-generate').click();
  await expect(page.getByText('Select at least one column.')).toBeVisible();
  for (const c of COLUMNS) await page.getByTestId(`report-column-${c}`).click();
  // The spec's 29 columns and the 12 of the day-one record (ADR 17).
  await expect(page.getByText('6 of 41 selected')).toBeVisible();
  await dismissNotices(page);
  await snap(page, 'org-report-generate');

  const fetched = page.waitForResponse((r) => r.url().includes('/organization/reports/employees/fetch'));
  await page.getByTestId('report-generate').click();
  await expect(page).toHaveURL(/\/reports\/view-all\?/);
  const total = ((await (await fetched).json()) as { data: { total: number } }).data.total;
  expect(total).toBeGreaterThan(5);
  const table = page.getByTestId('report-table');
  await expect(table.locator('thead th')).toHaveText(HEADINGS);
  await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(5);
  await expect(table).not.toContainText('undefined');
  await dismissNotices(page);
  await snap(page, 'org-report-view-all');

  const xlsx = await exportAs(page, 'report-export', 'XLSX');
  expect(xlsx.name).toMatch(/^employee-report-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const book = new ExcelJS.Workbook();
  await book.xlsx.readFile(xlsx.path);
  const sheet = must(book.worksheets[0], 'a worksheet in the XLSX export');
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(HEADINGS);
  expect(sheet.rowCount).toBe(total + 1);

  const csv = await exportAs(page, 'report-export', 'CSV');
  const lines = readFileSync(csv.path, 'utf8')
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe(HEADINGS.join(','));
  expect(lines).toHaveLength(total + 1);

  // A bigger page, then Clear goes back to generate.
  await page.locator('.ant-pagination-options .ant-select').click();
  await page.locator('.ant-select-item-option').filter({ hasText: '10 / page' }).click();
  await expect(table.locator('tbody tr.ant-table-row')).toHaveCount(Math.min(10, total));
  await expect(page).toHaveURL(/perPage=10/);
  await page.getByTestId('report-clear').click();
  await expect(page).toHaveURL(/\/reports\/generate$/);
});

test('a report for chosen individuals uses the assignment widget', async ({ page }) => {
  await signInFromStart(page, 'admin@demo.example');
  await expect(page).toHaveURL(/\/admin\/home$/);
  await page.goto('/admin/organization/reports/generate');
  await page.getByTestId('report-column-name').click();
  await page.getByTestId('report-column-pin').click();
  await page.getByText('By Individuals').click();
  await page.getByTestId('report-generate').click();
  await expect(page.getByText('Choose at least one employee.')).toBeVisible();

  const widget = page.getByTestId('employee-assignment');
  const found = widget.getByTestId('assignment-found');
  await expect(found).toContainText(/\d+ employees found/);
  const everyone = await found.textContent();
  await widget.getByTestId('assignment-search').locator('input').fill('okafor');
  await expect(found).not.toHaveText(must(everyone, 'the count of everyone found'));
  await expect(widget.locator('.cr-assign-list li').first()).toContainText(/okafor/i);
  await widget.locator('.cr-assign-list .ant-checkbox-wrapper').first().click();
  await widget.getByTestId('assignment-add').click();
  await expect(widget.getByTestId('assignment-selected').locator('li')).toHaveCount(1);
  await snap(page, 'org-report-individuals');

  await page.getByTestId('report-generate').click();
  await expect(page).toHaveURL(/fetch_by=employee/);
  await expect(page.getByTestId('report-table').locator('tbody tr.ant-table-row')).toHaveCount(1);
  await expect(page.getByTestId('report-table')).toContainText(/okafor/i);
  await snap(page, 'org-report-individuals-view');
});

test('the organisation dashboard draws its charts', async ({ page }) => {
  await signInFromStart(page, 'admin@demo.example');
  await expect(page).toHaveURL(/\/admin\/home$/);
  await page.goto('/admin/organization');
  await expect(page).toHaveURL(/\/admin\/organization\/dashboard$/);
  await expect(page.getByTestId('stat-active')).toContainText(/\d+/);
  for (const id of ['headcount-branch', 'headcount-department', 'headcount-type', 'headcount-gender'])
    await expect(page.getByTestId(`${id}-chart`)).toBeVisible();
  await expect(page.getByTestId('headcount-branch-chart').locator('li')).toHaveCount(3);
  await expect(page.getByTestId('org-dashboard')).not.toContainText('undefined');
  await snap(page, 'org-dashboard');
});

test('report and dashboard screens fit a 390 px phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInFromStart(page, 'admin@demo.example');
  await expect(page).toHaveURL(/\/admin\/home$/);
  await page.goto('/admin/organization/reports/generate');
  await page.getByTestId('report-columns-all').click();
  await page.getByText('By Individuals').click();
  await expect(page.getByTestId('assignment-found')).toContainText(/found/);
  await snap(page, 'org-report-generate-mobile');
  await page.goto(
    '/admin/organization/reports/view-all?columns=pin,name,branch,date_of_birth&fetch_by=company',
  );
  await expect(page.getByTestId('report-table').locator('tbody tr.ant-table-row')).toHaveCount(5);
  await snap(page, 'org-report-view-all-mobile');
  // In French: the headings are the report's words, and the file asked for comes in French too.
  await page.getByTestId('language-fr').locator('visible=true').first().click();
  await expect(page.getByText('Rapport des employés', { exact: true })).toBeVisible();
  await expect(page.getByTestId('report-table').locator('thead th')).toHaveText([
    'Matricule',
    'Nom',
    'Agence',
    'Date de naissance',
  ]);
  await expect(page.getByTestId('report-table')).not.toContainText('undefined');
  await snap(page, 'org-report-view-all-mobile-fr');
  const csv = await exportAs(page, 'report-export', 'CSV');
  const header = readFileSync(csv.path, 'utf8')
    .replace(/^\uFEFF/, '')
    .split('\r\n')[0];
  expect(header).toBe('Matricule,Nom,Agence,Date de naissance');
  await page.getByTestId('language-en').locator('visible=true').first().click();
  await page.goto('/admin/organization/dashboard');
  await expect(page.getByTestId('headcount-gender-chart')).toBeVisible();
  await snap(page, 'org-dashboard-mobile');
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(1);
});
