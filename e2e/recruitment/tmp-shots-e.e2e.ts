import { expect, test } from '@playwright/test';
import { signedIn, snap, shootAs } from '../pages/session.ts';

test('shots', async ({ page }) => {
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedIn(page, 'admin@demo.example');
  for (const [path, name, id] of [
    ['/admin/recruitment/talent-requisition/talent-request', 'x-requests', 'job-request-table'],
    ['/admin/recruitment/talent-requisition/manage-talent-requisition-settings', 'x-templates', 'template-table'],
    ['/admin/recruitment/talent-requisition/manage-talent-requisition-settings/edit/1', 'x-template-edit', 'template-form'],
    ['/admin/recruitment/talent-requisition/settings', 'x-approvers', ''],
    ['/admin/recruitment/talent-requisition/talent-request/view/1', 'x-request-view', 'job-request-view'],
    ['/admin/recruitment/job-posting/settings', 'x-boards', 'board-table'],
    ['/admin/recruitment/job-posting/manage-job-posting-settings', 'x-posting-settings', 'posting-setting-table'],
    ['/admin/recruitment/job-posting/manage-job-posting-settings/edit/1', 'x-posting-setting-edit', 'posting-setting-form'],
    ['/admin/recruitment/settings', 'x-hub', ''],
    ['/admin/recruitment/settings/manage-recruiter-settings', 'x-recruiters', 'recruiter-table'],
    ['/admin/recruitment/settings/manage-recruiter-settings/create', 'x-recruiter-create', 'recruiter-form'],
  ] as const) {
    await page.goto(path);
    if (id) await expect(page.getByTestId(id)).toBeVisible();
    else await page.waitForTimeout(2500);
    await shootAs(page, name, name === 'x-requests' || name === 'x-hub' || name === 'x-boards');
  }
});
