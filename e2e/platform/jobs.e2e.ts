import { expect, test, type Page, type Route } from '@playwright/test';
import { dismissNotices } from '../pages/notices.ts';
import { choose } from '../pages/select.ts';
import { painted, signedIn, snap } from '../pages/session.ts';

const base = '/admin/organization/system-settings';

/** Desktop, then a 390 px phone, then back. */
async function shoot(page: Page, name: string): Promise<void> {
  await snap(page, `${name}-1280`);
  await page.setViewportSize({ width: 390, height: 844 });
  await painted(page);
  await snap(page, `${name}-390`);
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('an admin watches the background jobs: mail deliveries listed, filtered by state, one opened', async ({
  page,
}) => {
  // A forgotten password queues a mail delivery job: the list has at least one on a fresh demo.
  const forgot = await page.request.post('/api/v1/auth/forgot-password', {
    data: { email: 'admin@demo.example', company_id: 'demo' },
  });
  expect(forgot.status()).toBe(200);

  await page.setViewportSize({ width: 1280, height: 800 });
  await signedIn(page, 'admin@demo.example');
  await page.goto(base);
  await page.getByTestId('settings-jobs').click();
  await expect(page).toHaveURL(new RegExp(`${base}/jobs$`));
  const table = page.getByTestId('jobs-table');
  await expect(table.locator('tbody')).toContainText('Mail delivery');
  // The list refreshes itself while a job may change, so the delivery shows as completed.
  await expect(table.locator('tbody')).toContainText('Completed');
  await expect(page.locator('body')).not.toContainText('undefined');
  await dismissNotices(page);
  await shoot(page, 'jobs-list');

  await choose(page, 'jobs-state-filter', 'Completed');
  await expect(page).toHaveURL(/[?&]state=completed/);
  const states = table.getByTestId('job-state');
  await expect(states.first()).toHaveText('Completed');
  await expect(table.locator('[data-testid="job-state"]:not(:text-is("Completed"))')).toHaveCount(0);
  // The filter is in the address: a reload keeps it.
  await page.reload();
  await expect(page.getByTestId('jobs-state-filter')).toContainText('Completed');
  await expect(states.first()).toHaveText('Completed');

  // No failed job on a fresh demo: the empty state offers to clear the filter.
  await choose(page, 'jobs-state-filter', 'Failed');
  await expect(page).toHaveURL(/[?&]state=failed/);
  await expect(table).toContainText('Nothing matches your search or filters');
  await page.getByTestId('table-clear-filters').click();
  await expect(page).not.toHaveURL(/state=/);

  await table.locator('[data-testid^="job-open-"]').filter({ hasText: 'Mail delivery' }).first().click();
  const detail = page.getByTestId('job-detail');
  await expect(detail).toContainText('mail.deliver');
  await expect(detail).toContainText('Completed');
  await expect(detail).toContainText('Kept in the outbox');
  await expect(detail).not.toContainText('undefined');
  await expect(detail).not.toContainText('{');
  await expect(detail).toBeInViewport({ ratio: 1 });
  await shoot(page, 'jobs-detail');
});

/**
 * The export flow, with the server's answer given a job (the background export of large reports):
 * the modal shows the progress, and the file downloads by itself once the job has completed.
 */
test('an export answered with a job shows its progress and downloads the file when it is ready', async ({
  page,
}) => {
  const JOB = 987654;
  let fileName = '';
  let polls = 0;
  await page.route('**/api/v1/organization/reports/employees/download/*', async (route: Route) => {
    const real = await route.fetch();
    const body = (await real.json()) as { message: string; data: string };
    fileName = body.data;
    await route.fulfill({ response: real, json: { ...body, job_id: JOB } });
  });
  await page.route(`**/api/v1/jobs/${JOB}`, async (route: Route) => {
    polls += 1;
    const done = polls > 3;
    await route.fulfill({
      json: {
        message: 'Job retrieved successfully',
        data: {
          id: JOB,
          kind: 'export.employee-report',
          state: done ? 'completed' : polls === 1 ? 'queued' : 'running',
          progress: done ? 1 : polls === 1 ? 0 : 0.45,
          progress_message: done || polls === 1 ? null : 'Writing 20 of 45 rows',
          attempts: polls === 1 ? 0 : 1,
          error: null,
          result: done ? { file_name: fileName } : null,
          requested_by_user_id: 1,
          started_at: polls === 1 ? null : new Date().toISOString(),
          finished_at: done ? new Date().toISOString() : null,
          created_at: new Date().toISOString(),
        },
      },
    });
  });

  await page.setViewportSize({ width: 1280, height: 800 });
  await signedIn(page, 'admin@demo.example');
  await page.goto('/admin/organization/reports/view-all?columns=pin,name,email&fetch_by=company');
  await expect(page.getByTestId('report-table').locator('tbody tr.ant-table-row')).toHaveCount(5);

  const downloading = page.waitForEvent('download');
  await page.getByTestId('report-export').click();
  await page.locator('.ant-select-item-option').filter({ hasText: /^CSV$/ }).click();
  const modal = page.getByRole('dialog');
  await expect(modal.getByTestId('job-progress-text')).toHaveText('Writing 20 of 45 rows');
  await expect(modal).toContainText('Preparing your file');
  await expect(modal).not.toContainText('undefined');
  await snap(page, 'jobs-export-progress-1280');

  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^employee-report-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(modal.getByTestId(`job-progress-${JOB}`)).toHaveAttribute('data-state', 'completed');
  await expect(modal).toContainText('Your file is ready');
  await expect(modal).toContainText('Your file has been downloaded.');
  await snap(page, 'jobs-export-done-1280');
  await modal.getByTestId('export-progress-close').click();
  await expect(modal).toBeHidden();
});

test('a failed background export: a notice when the user went on working, the error in the open modal', async ({
  page,
}) => {
  const ERROR = 'The report could not be written: the disk is full.';
  let nextJob = 555000;
  const polls = new Map<number, number>();
  await page.route('**/api/v1/organization/reports/employees/download/*', async (route: Route) => {
    const real = await route.fetch();
    const body = (await real.json()) as { message: string; data: string };
    nextJob += 1;
    await route.fulfill({ response: real, json: { ...body, job_id: nextJob } });
  });
  await page.route(/\/api\/v1\/jobs\/555\d{3}$/, async (route: Route) => {
    const id = Number(route.request().url().split('/').pop());
    const n = (polls.get(id) ?? 0) + 1;
    polls.set(id, n);
    const failed = n > 3;
    await route.fulfill({
      json: {
        message: 'Job retrieved successfully',
        data: {
          id,
          kind: 'export.employee-report',
          state: failed ? 'failed' : n === 1 ? 'running' : 'retrying',
          progress: failed ? 0.3 : 0.1,
          progress_message: null,
          attempts: n === 1 ? 1 : 2,
          error: failed || n > 1 ? ERROR : null,
          result: null,
          requested_by_user_id: 1,
          started_at: new Date().toISOString(),
          finished_at: failed ? new Date().toISOString() : null,
          created_at: new Date().toISOString(),
        },
      },
    });
  });
  let downloads = 0;
  page.on('download', () => (downloads += 1));

  await page.setViewportSize({ width: 1280, height: 800 });
  await signedIn(page, 'admin@demo.example');
  await page.goto('/admin/organization/reports/view-all?columns=pin,name&fetch_by=company');
  await expect(page.getByTestId('report-table').locator('tbody tr.ant-table-row')).toHaveCount(5);
  const exportAs = async (format: RegExp) => {
    await page.getByTestId('report-export').click();
    await page.locator('.ant-select-item-option').filter({ hasText: format }).click();
  };
  const modal = page.getByRole('dialog');

  // The user goes on working: the failure arrives as a notice.
  await exportAs(/^CSV$/);
  await expect(modal.getByTestId('job-progress-text')).toHaveText(/In progress|Retrying \(attempt 3\)/);
  await modal.getByTestId('export-progress-close').click();
  await expect(modal).toBeHidden();
  await expect(page.locator('.ant-notification-notice', { hasText: ERROR })).toBeVisible();
  await dismissNotices(page);

  // The user waits: the modal says it failed, with the error.
  await exportAs(/^XLSX$/);
  await expect(modal.getByTestId('job-progress-text')).toHaveText('Retrying (attempt 3)');
  await expect(modal).toContainText('The file could not be prepared');
  await expect(modal.getByTestId('job-progress-error')).toHaveText(ERROR);
  await expect(modal.locator('[data-state="failed"]')).toBeVisible();
  await snap(page, 'jobs-export-failed-1280');
  await modal.getByTestId('export-progress-close').click();
  await expect(modal).toBeHidden();
  expect(downloads).toBe(0);
});
