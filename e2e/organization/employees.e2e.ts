import { expect, test, type Page } from '@playwright/test';
import { seeNotice } from '../pages/notices.ts';
import { choose, chooseFirst, closeSelects } from '../pages/select.ts';
import { shootAs, signedIn } from '../pages/session.ts';

const base = '/admin/organization/employees';
const stamp = Date.now().toString(36).slice(-5);
const FIRST = 'Chiamaka';
const LAST = `Eze${stamp}`;
const EMAIL = `chiamaka.${stamp}@demo.example`;

/** Desktop screenshot; with `mobile`, a 390 px phone one too. */
const shoot = (page: Page, name: string, mobile = false) => shootAs(page, `employees-${name}`, mobile);

async function confirm(page: Page, button: string): Promise<void> {
  await page.locator('.ant-popover:visible').getByRole('button', { name: button }).click();
}

async function search(page: Page, table: string, text: string): Promise<void> {
  await page.getByTestId(table).getByTestId('table-search').fill(text);
  await page.keyboard.press('Enter');
}

/** A real JPEG, drawn by the browser itself (no binary fixture in the repository). */
async function makeJpeg(page: Page): Promise<Buffer> {
  const data = await page.evaluate(() => {
    const c = document.createElement('canvas');
    c.width = 160;
    c.height = 160;
    const g = c.getContext('2d');
    if (!g) throw new Error('Expected a 2D canvas context to draw the photo');
    const grad = g.createLinearGradient(0, 0, 160, 160);
    grad.addColorStop(0, '#1f6feb');
    grad.addColorStop(1, '#7ee0c3');
    g.fillStyle = grad;
    g.fillRect(0, 0, 160, 160);
    g.fillStyle = '#fff';
    g.beginPath();
    g.arc(80, 62, 30, 0, Math.PI * 2);
    g.fill();
    g.beginPath();
    g.ellipse(80, 160, 52, 48, 0, Math.PI, 0);
    g.fill();
    const [, base64] = c.toDataURL('image/jpeg', 0.85).split(',');
    if (!base64) throw new Error('Expected a base64 JPEG data URL from the canvas');
    return base64;
  });
  return Buffer.from(data, 'base64');
}

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

test('admin creates an employee with a photo, views the tabs, edits, changes status, archives, restores and deletes', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedIn(page, 'admin@demo.example');

  // The list; its sidebar entry is named by its permission (the sub-menu opens on its own pages).
  await page.goto(`${base}`);
  await expect(page).toHaveURL(new RegExp(`${base}/view-all`));
  await expect(page.getByTestId('menu-view-employees')).toBeVisible();
  await expect(page.getByTestId('employees-table')).toContainText('Abuja Branch');
  await shoot(page, 'list', true);
  // At 390 px a row's actions fold into one menu, so the name stays readable.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.locator('[data-testid^="employee-actions-"]').first()).toBeVisible();
  await expect(page.locator('[data-testid^="employee-archive-"]')).toHaveCount(0);
  await page.locator('[data-testid^="employee-actions-"]').first().click();
  await expect(page.locator('.ant-dropdown:visible')).toContainText('View');
  await page.keyboard.press('Escape');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByTestId('employees-status-filter').click();
  await page.locator('.ant-select-dropdown:visible').getByText('Inactive', { exact: true }).click();
  await closeSelects(page);
  await expect(page).toHaveURL(/status=inactive/);
  await expect(page.getByTestId('employees-table').getByTestId('employee-status').first()).toHaveText(
    'Inactive',
  );
  await shoot(page, 'list-inactive');

  // Create: the spec's messages first, then a full profile with a photo.
  await page.getByTestId('employees-create').click();
  await expect(page).toHaveURL(new RegExp(`${base}/create$`));
  await page.getByTestId('employee-save').click();
  await expect(page.getByText('Kindly input Firstname')).toBeVisible();
  await expect(page.getByText('Kindly input Lastname')).toBeVisible();
  await expect(page.getByText('Kindly input a valid email')).toBeVisible();
  await expect(page.getByText('Kindly input a phone number')).toBeVisible();
  // Required fields carry the mark; the email is checked by the app alone (no browser popup).
  await expect(page.locator('.ant-form-item-required')).toHaveCount(4);
  await expect(page.getByTestId('field-email')).not.toHaveAttribute('type', 'email');
  await page.getByTestId('field-email').fill('not-an-email');
  await page.getByTestId('employee-save').click();
  await expect(page.getByText('Kindly input a valid email')).toBeVisible();
  expect(
    await page.getByTestId('field-email').evaluate((el) => (el as HTMLInputElement).validationMessage),
  ).toBe('');
  await shoot(page, 'create-errors');

  await page
    .getByTestId('employee-picture')
    .locator('input[type=file]')
    .setInputFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await makeJpeg(page) });
  await seeNotice(page, 'Picture uploaded successfully');
  await expect(page.getByTestId('employee-picture').locator('img')).toBeVisible();
  await choose(page, 'field-salutation', 'Miss');
  await page.getByTestId('field-first_name').fill(FIRST);
  await page.getByTestId('field-last_name').fill(LAST);
  await choose(page, 'field-gender', 'Female');
  await choose(page, 'field-marital_status', 'Single');
  await page.getByTestId('field-nationality').fill('Nigerian');
  await choose(page, 'field-religion', 'Others');
  await page.getByTestId('field-religion_other').fill('Traditional');
  await page.getByTestId('field-email').fill(EMAIL);
  await page.getByTestId('field-mobile_number').fill('08031112222');
  await page.getByTestId('field-mobile_number2').fill('08031112222');
  await page.getByTestId('employee-save').click();
  await expect(page.getByText('Phone number already used')).toBeVisible();
  await page.getByTestId('field-mobile_number2').fill('08039998888');
  await page.getByTestId('field-address').fill('7 Awolowo Road, Ikoyi');
  await choose(page, 'field-country', 'Nigeria');
  await choose(page, 'field-state', 'Lagos');
  await chooseFirst(page, 'field-city');
  await choose(page, 'field-branch', 'Abuja Branch');
  await page.getByTestId('field-account_number').fill('0123456789');
  await page.getByTestId('field-account_name').fill(`${FIRST} ${LAST}`);
  await chooseFirst(page, 'field-bank');
  await page.getByTestId('field-pfa').fill('Stanbic IBTC Pension');
  // The day-one record: NIN, next of kin, emergency contact (checked as the server checks them).
  await page.getByTestId('field-nin').fill('1234567890');
  await page.getByTestId('field-next_of_kin-relationship').fill('Brother');
  await page.getByTestId('employee-save').click();
  await expect(page.getByText('NIN must be exactly 11 digits')).toBeVisible();
  await expect(page.getByText('Kindly input the next of kin name')).toBeVisible();
  await page.getByTestId('field-nin').fill('12345678901');
  await page.getByTestId('field-next_of_kin-name').fill('Emeka Eze');
  await page.getByTestId('field-next_of_kin-phone').fill('08035556666');
  await page.getByTestId('field-emergency_contact-name').fill('Funke Adeyemi');
  await page.getByTestId('field-emergency_contact-phone').fill('07033334444');
  await page.getByTestId('field-login_access').click();
  await choose(page, 'field-roles', 'Employee');
  await shoot(page, 'create', true);
  await page.getByTestId('employee-save').click();
  await seeNotice(page, 'Employee created successfully');
  await expect(page).toHaveURL(new RegExp(`${base}/view/\\d+$`));

  // The profile and each tab.
  await expect(page.getByTestId('profile-header')).toContainText(`${FIRST} ${LAST}`);
  await expect(page.getByTestId('profile-header').locator('img')).toBeVisible();
  await expect(page.getByTestId('profile-personal')).toContainText('Traditional');
  await expect(page.getByTestId('profile-contact')).toContainText('+234 803 111 2222');
  await expect(page.getByTestId('profile-next-of-kin')).toContainText('Emeka Eze');
  await expect(page.getByTestId('profile-next-of-kin')).toContainText('+234 803 555 6666');
  await expect(page.getByTestId('profile-emergency')).toContainText('+234 703 333 4444');
  await shoot(page, 'view-personal', true);
  await page.getByRole('tab', { name: 'Employment' }).click();
  await expect(page.getByTestId('profile-engagement')).toContainText('12345678901');
  await expect(page.getByTestId('profile-employment')).toContainText('Abuja Branch');
  await expect(page.getByTestId('profile-access')).toContainText('Employee');
  await shoot(page, 'view-employment');
  await page.getByRole('tab', { name: 'Bank & Pension' }).click();
  await expect(page.getByTestId('profile-bank')).toContainText('0123456789');
  await shoot(page, 'view-bank');
  await page.getByRole('tab', { name: 'Documents' }).click();
  await expect(page.getByTestId('documents-list')).toContainText('No documents yet.');
  await page.getByTestId('document-submit').click();
  await expect(page.getByText('Kindly input a document title')).toBeVisible();
  await page.getByTestId('document-title').fill('Employment contract');
  await page
    .getByTestId('document-upload')
    .locator('input[type=file]')
    .setInputFiles({ name: 'contract.pdf', mimeType: 'application/pdf', buffer: PDF });
  await page.getByTestId('document-submit').click();
  await seeNotice(page, 'Document uploaded successfully');
  await expect(page.getByTestId('documents-list')).toContainText('Employment contract');
  await shoot(page, 'view-documents', true);
  const download = page.waitForEvent('download');
  await page.getByTestId('documents-list').getByRole('button', { name: 'Download' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.pdf$/);
  await page.getByRole('tab', { name: 'Activity' }).click();
  await expect(page.getByTestId('activity-list')).toContainText(`Created employee ${FIRST} ${LAST}`);
  await expect(page.getByTestId('activity-list')).toContainText('Uploaded document "Employment contract"');
  await shoot(page, 'view-activity');

  // Edit.
  await page.getByTestId('employee-edit').click();
  await expect(page).toHaveURL(new RegExp(`${base}/edit/\\d+$`));
  await expect(page.getByTestId('field-first_name')).toHaveValue(FIRST);
  await expect(page.getByTestId('field-religion_other')).toHaveValue('Traditional');
  await page.getByTestId('field-first_name').fill('Amaka');
  await shoot(page, 'edit', true);
  await page.getByTestId('employee-save').click();
  await seeNotice(page, 'Employee updated successfully');
  await expect(page.getByTestId('profile-header')).toContainText(`Amaka ${LAST}`);

  // Deactivate, then activate.
  await page.getByTestId('employee-deactivate').click();
  await confirm(page, 'Deactivate');
  await seeNotice(page, 'Employee deactivated successfully');
  await expect(page.getByTestId('profile-header')).toContainText('Inactive');
  await shoot(page, 'view-inactive');
  await page.getByTestId('employee-activate').click();
  await seeNotice(page, 'Employee activated successfully');
  await expect(page.getByTestId('profile-header')).toContainText('Active');

  // Archive → archive page → restore.
  await page.getByTestId('employee-archive').click();
  await confirm(page, 'Archive');
  await seeNotice(page, 'Employee archived successfully');
  await expect(page).toHaveURL(new RegExp(`${base}/view-all`));
  await page.getByTestId('employees-archive-link').click();
  await expect(page).toHaveURL(new RegExp(`${base}/archive`));
  await search(page, 'archive-table', LAST);
  const archivedRow = page.getByRole('row', { name: new RegExp(LAST) });
  await expect(archivedRow).toBeVisible();
  await shoot(page, 'archive', true);
  await archivedRow.getByRole('button', { name: 'Restore' }).click();
  await seeNotice(page, 'Archived employee restored successfully');
  await expect(page.getByTestId('archive-table')).toContainText('Nothing matches your search');

  // Archive again from the list row, then delete permanently (with confirmation).
  await page.goto(`${base}/view-all`);
  await search(page, 'employees-table', LAST);
  const row = page.getByRole('row', { name: new RegExp(LAST) });
  await row.getByRole('button', { name: 'Archive' }).click();
  await confirm(page, 'Archive');
  await seeNotice(page, 'Employee archived successfully');
  await page.goto(`${base}/archive`);
  await search(page, 'archive-table', LAST);
  await page
    .getByRole('row', { name: new RegExp(LAST) })
    .getByRole('button', { name: 'Delete permanently' })
    .click();
  await expect(page.locator('.ant-popover:visible')).toContainText('This cannot be undone');
  await shoot(page, 'archive-delete-confirm');
  await confirm(page, 'Delete permanently');
  await seeNotice(page, 'Archived employee deleted successfully');
  await expect(page.getByTestId('archive-table')).toContainText('Nothing matches your search');
});
