import { expect, test } from '@playwright/test';
import { apiToken } from '../pages/exemptions.ts';
import { seeNotice } from '../pages/notices.ts';
import { choose } from '../pages/select.ts';
import { shootAs, signedIn, snap } from '../pages/session.ts';
import { api } from '../pages/api.ts';

const GROUPS = '/hrm/improvement-plans/settings/approver-settings';
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

type Plan = {
  id: number;
  employee_id: number;
  employee_name: string;
  reviewer_id: number;
  reviewer_name: string;
  status: string;
};
type Page_<T> = { results: T[] };

test.afterEach(async ({ page }, info) => {
  if (info.status !== info.expectedStatus) await snap(page, 'training-failure');
});

test('a PIP is created, approved through the inbox and given its outcome; a training enrolment is completed', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const admin = await apiToken(page.request, 'admin@demo.example');
  const ess = await apiToken(page.request, 'employee@demo.example');
  // The demo plan names the employee and the HR officer (its reviewer).
  const [demo] = (await api<Page_<Plan>>(page.request, ess, 'GET', '/hrm/improvement-plans')).results;
  if (!demo) throw new Error('the demo plan is missing');
  const group = await api<{ id: number }>(page.request, admin, 'POST', GROUPS, {
    group_name: `PIP panel ${Date.now().toString(36)}`,
    approval_types: 'Sequential',
    approvers_count: 1,
    approval_details: [{ approval_person_id: demo.reviewer_id }],
  });
  await api(page.request, admin, 'POST', `${GROUPS}/${group.id}/approvables`, {
    category_type: 'employees',
    assign_category_type_ids: [demo.employee_id],
  });

  // The admin writes the plan.
  await signedIn(page, 'admin@demo.example');
  await page.goto('/admin/performance/training/performance-improvement-plan/create');
  await choose(page, 'plan-employee', demo.employee_name);
  await choose(page, 'plan-reviewer', demo.reviewer_name);
  await page.getByTestId('plan-reason').fill('Reports handed in late for the last two months');
  await page.getByTestId('plan-review-date').fill(day(45));
  await page.getByTestId('plan-goal-text-0').fill('Hand in the weekly report by Friday noon');
  await page.getByTestId('plan-goal-measure-0').fill('Submission dates in the shared drive');
  await shootAs(page, 'training-plan-form', true);
  await page.getByTestId('plan-save').click();
  await seeNotice(page, 'Performance improvement plan created successfully');
  await expect(page).toHaveURL(/performance-improvement-plan$/);
  const made = (
    await api<Page_<Plan>>(page.request, admin, 'GET', '/hrm/improvement-plans?status=pending')
  ).results.find((p) => p.employee_id === demo.employee_id);
  if (!made) throw new Error('the new plan is not listed');
  await shootAs(page, 'training-plans', true);

  // The HR officer approves it from the inbox.
  await signedIn(page, 'hr@demo.example');
  await page.goto('/admin/performance/training/approval');
  const row = page.getByTestId('plan-approvals').locator('tr.ant-table-row', { hasText: demo.employee_name });
  await expect(row).toContainText('Hand in the weekly report');
  await shootAs(page, 'training-plan-inbox', true);
  await page.getByTestId(`plan-approve-${made.id}`).click();
  await page.locator('.ant-popconfirm .ant-btn-primary').click();
  await seeNotice(page, 'Performance improvement plan approved successfully');
  await expect(row).toHaveCount(0);

  // The reviewer (the HR officer) sets its outcome from her plans in ESS.
  await page.goto('/ess/performance/training/performance-improvement-plan');
  await page.getByTestId(`plan-outcome-${made.id}`).click();
  await page.getByTestId('plan-outcome-successful').click();
  await page.getByTestId('plan-outcome-note').fill('Every report on time since the plan began');
  await page.getByTestId('plan-outcome-save').click();
  await seeNotice(page, 'Performance improvement plan outcome saved successfully');
  await expect(page.getByTestId('plan-table')).toContainText('Successful');
  await shootAs(page, 'training-plan-outcome', true);
  await api(page.request, admin, 'DELETE', `${GROUPS}/${group.id}`);

  // The admin marks an enrolment of the upcoming training completed with a score.
  await signedIn(page, 'admin@demo.example');
  await page.goto('/admin/performance/training/general-training');
  await page.getByText('Leading high-performing teams').click();
  await expect(page.getByTestId('training-enrolments')).toContainText(demo.employee_name);
  await choose(page, `enrolment-status-${demo.employee_id}`, 'Completed');
  await page.getByTestId(`enrolment-score-${demo.employee_id}`).fill('86');
  await page.getByTestId(`enrolment-save-${demo.employee_id}`).click();
  await seeNotice(page, 'Enrolment updated successfully');
  await shootAs(page, 'training-view', true);

  // The employee sees it completed in My trainings, in French on a phone.
  await signedIn(page, 'employee@demo.example');
  await api(page.request, ess, 'PUT', '/user/language', { language: 'fr' });
  await page.goto('/ess/performance/training/general-training');
  await expect(page.getByTestId('training-table')).toContainText('Terminé');
  await shootAs(page, 'training-mine-fr', true);
  await page.goto('/ess/performance/training/performance-improvement-plan');
  await expect(page.getByTestId('plan-table')).toContainText('Réussi');
  await shootAs(page, 'training-my-plans-fr', true);
  await api(page.request, ess, 'PUT', '/user/language', { language: 'en' });
});
