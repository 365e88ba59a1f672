import { expect, test } from '@playwright/test';
import { api } from '../pages/api.ts';
import { apiToken, employeeIdOf } from '../pages/exemptions.ts';
import { seeNotice } from '../pages/notices.ts';
import { choose } from '../pages/select.ts';
import { shootAs, signedIn, snap } from '../pages/session.ts';

const GROUPS = '/hrm/recruitment/settings/approver-settings';
const REQUESTS = '/admin/recruitment/talent-requisition';
type Page_<T> = { results: T[] };
type JobRequest = { id: number; title: string; status: string };
type Posting = { id: number; title: string; status: string; job_request_id: number | null };

test.afterEach(async ({ page }, info) => {
  if (info.status !== info.expectedStatus) await snap(page, 'recruitment-requisition-failure');
});

test('a talent request is raised and approved, becomes a prefilled posting with a question, is published and opens on the careers page', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const admin = await apiToken(page.request, 'admin@demo.example');
  const hrToken = await apiToken(page.request, 'hr@demo.example');
  const [owner, hr] = [await employeeIdOf(page.request, admin), await employeeIdOf(page.request, hrToken)];
  const title = `Payroll Officer ${Date.now().toString(36)}`;
  // The owner's requests go to the HR officer for this journey (the approver screens are the kit's).
  const group = await api<{ id: number }>(page.request, admin, 'POST', GROUPS, {
    group_name: `Requisitions ${Date.now().toString(36)}`,
    approval_types: 'Sequential',
    approvers_count: 1,
    approval_details: [{ approval_person_id: hr }],
  });
  await api(page.request, admin, 'POST', `${GROUPS}/${group.id}/approvables`, {
    category_type: 'employees',
    assign_category_type_ids: [owner],
  });

  try {
    // The owner raises the request from the Finance hire template, in naira.
    await signedIn(page, 'admin@demo.example');
    await page.goto('/admin/recruitment');
    await expect(page).toHaveURL(/\/admin\/recruitment\/dashboard$/);
    await page.goto(REQUESTS);
    await expect(page).toHaveURL(/talent-requisition\/talent-request$/);
    await expect(page.getByTestId('job-request-table')).toContainText('Senior Accountant');
    await page.getByTestId('job-request-create').click();
    await choose(page, 'job-request-template', 'Finance hire');
    await expect(page.getByTestId('job-request-budget-min')).toHaveValue('350000');
    await page.getByTestId('job-request-title').fill(title);
    await choose(page, 'job-request-branch', /\S/);
    await page.getByTestId('job-request-budget-max').fill('600000.50');
    await choose(page, 'job-request-urgency', 'High');
    await shootAs(page, 'recruitment-request-form', true);
    await page.getByTestId('job-request-save').click();
    await seeNotice(page, 'Job request created successfully');
    await expect(page.getByTestId('job-request-status')).toHaveText('Awaiting approval');
    await expect(page.getByTestId('job-request-view')).toContainText('₦350,000.00 – ₦600,000.50');
    await expect(page.getByTestId('job-request-trail')).toContainText('Waiting on the requisition approvers');
    const made = (
      await api<Page_<JobRequest>>(
        page.request,
        admin,
        'GET',
        `/hrm/recruitment/job-requests?search_query=${encodeURIComponent(title)}`,
      )
    ).results[0];
    if (!made) throw new Error('the new request is not listed');

    // The HR officer approves it from her inbox (a bulk approve of the one selected).
    await signedIn(page, 'hr@demo.example');
    await page.goto(`${REQUESTS}/approval`);
    const row = page.getByTestId('job-request-approvals').locator('tr.ant-table-row', { hasText: title });
    await expect(row).toContainText('High');
    await row.locator('.ant-checkbox-input').check();
    await snap(page, 'recruitment-request-inbox');
    await page.getByTestId('job-request-bulk-approve').click();
    await page.locator('.ant-popconfirm .ant-btn-primary').click();
    await seeNotice(page, /approved/i);
    await expect(row).toHaveCount(0);

    // The owner turns the approved request into a posting, prefilled, and adds a question.
    await signedIn(page, 'admin@demo.example');
    await page.goto(`${REQUESTS}/talent-request/view/${made.id}`);
    await expect(page.getByTestId('job-request-status')).toHaveText('Approved');
    await expect(page.getByTestId('job-request-trail')).toContainText('Approved');
    await page.getByTestId('job-request-make-posting').click();
    await expect(page.getByTestId('posting-title')).toHaveValue(title);
    await expect(page.getByTestId('posting-salary-max')).toHaveValue('600000.50');
    await expect(page.getByTestId('posting-request')).toContainText(title);
    // The default posting setting's two questions come first; a third is added and moved to the top.
    await expect(page.getByTestId('posting-question-text-1')).toHaveValue('What is your notice period?');
    await page
      .getByTestId('posting-description')
      .fill('Run the monthly payroll and the statutory remittances.');
    await page.getByTestId('posting-location').fill('Lagos (hybrid)');
    await page.getByTestId('posting-add-question').click();
    await page.getByTestId('posting-question-text-2').fill('Which payroll software have you used?');
    await page.getByTestId('posting-question-required-2').check();
    await page.getByTestId('posting-question-up-2').click();
    await page.getByTestId('posting-question-up-1').click();
    await expect(page.getByTestId('posting-question-text-0')).toHaveValue(
      'Which payroll software have you used?',
    );
    await page.getByTestId('posting-question-remove-2').click();
    await page.getByTestId('posting-salary-visible').click();
    await shootAs(page, 'recruitment-posting-form', true);
    await page.getByTestId('posting-save').click();
    await seeNotice(page, /created successfully/i);
    await expect(page.getByTestId('posting-status')).toHaveText('Draft');
    await expect(page.getByTestId('posting-questions')).toContainText(
      'Which payroll software have you used?',
    );
    await expect(page.getByTestId('posting-questions')).not.toContainText('What is your notice period?');
    await expect(page.getByTestId('posting-careers-closed')).toBeVisible();
    const posting = (
      await api<Page_<Posting>>(
        page.request,
        admin,
        'GET',
        `/hrm/recruitment/job-postings?search_query=${encodeURIComponent(title)}`,
      )
    ).results[0];
    if (!posting) throw new Error('the new posting is not listed');
    expect(posting.job_request_id).toBe(made.id);

    // Published from its page, the careers link opens the public posting.
    await page.getByTestId(`posting-publish-${posting.id}`).click();
    await page.locator('.ant-popconfirm .ant-btn-primary').click();
    await seeNotice(page, /published/i);
    await expect(page.getByTestId('posting-status')).toHaveText('Published');
    const link = page.getByTestId('posting-careers-link');
    await expect(link).toHaveAttribute('href', `/careers/demo/${posting.id}`);
    await shootAs(page, 'recruitment-posting-view', true);
    const careers = await page.request.get(`/careers/demo/${posting.id}`);
    expect(careers.status()).toBe(200);
    expect(await careers.text()).toContain(title);
    const [visitor] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
    await expect(visitor.locator('body')).toContainText(title);
    await visitor.close();

    // The list, in French on a phone: the posting published, with its unpublish action.
    await api(page.request, admin, 'PUT', '/user/language', { language: 'fr' });
    await page.goto('/admin/recruitment/job-posting');
    await expect(page).toHaveURL(/job-posting\/job-post-request$/);
    await expect(page.getByTestId(`posting-status-${posting.id}`)).toHaveText('Publiée');
    await shootAs(page, 'recruitment-postings-fr', true);
  } finally {
    await api(page.request, admin, 'PUT', '/user/language', { language: 'en' });
    await api(page.request, admin, 'DELETE', `${GROUPS}/${group.id}`);
  }
});
