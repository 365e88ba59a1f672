import { expect, test, type Page } from '@playwright/test';
import { apiToken } from '../pages/exemptions.ts';
import { seeNotice } from '../pages/notices.ts';
import { choose } from '../pages/select.ts';
import { shootAs, signedIn, snap } from '../pages/session.ts';

const stamp = Date.now().toString(36).slice(-5);
const TYPE = `Car loan ${stamp}`;
// The loan's first instalment is this month (a request may not start in the past), then two more.
const now = new Date();
const months = [0, 1, 2].map((i) => {
  const d = new Date(Date.UTC(now.getFullYear(), now.getMonth() + i, 1));
  return { month: d.getUTCMonth() + 1, year: d.getUTCFullYear() };
});
const first = months[0] as { month: number; year: number };
const START = `${first.year}-${String(first.month).padStart(2, '0')}`;

/** The admin's API for setup and checks (the requests' and the run's screens have their own journeys). */
function adminApi(page: Page, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  return async <T>(method: 'GET' | 'POST' | 'PUT', path: string, data?: object): Promise<T> => {
    const res = await page.request.fetch(`/api/v1${path}`, { method, headers, ...(data ? { data } : {}) });
    expect(res.ok(), `${method} ${path}: ${res.status()} ${await res.text()}`).toBe(true);
    return ((await res.json()) as { data: T }).data;
  };
}

test.afterEach(async ({ page }, info) => {
  if (info.status !== info.expectedStatus) await snap(page, 'loan-repayments-failure');
});

/*
 * Hand-computed (issue 20): ₦600,000 over 12 months at 12 % a year on the balance is ₦53,309.27 a
 * month (the last ₦53,309.30), ₦639,711.27 in all; after three instalments ₦479,783.46 is owed.
 */
test('an approved loan is disbursed on screen, three payroll months deduct its instalments and the balance shows', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const api = adminApi(page, await apiToken(page.request, 'admin@demo.example'));

  // An employee of a branch of their own (so the journey's payroll months touch nobody else's pay),
  // on a ₦500,000 package, with an approved car loan, all through the API.
  const branch = await api<{ id: number }>('POST', '/organization/branches', {
    station_name: `Loan branch ${stamp}`,
  });
  const person = await api<{ id: number; first_name: string; last_name: string }>(
    'POST',
    '/organization/employees',
    {
      first_name: 'Ifeoma',
      last_name: `Loan${stamp}`,
      email: `ifeoma.loan${stamp}@demo.example`,
      mobile_number: `234-80${String(Date.now()).slice(-8)}`,
      appointment_date: '2024-01-08',
      branch_id: branch.id,
    },
  );
  const name = `${person.first_name} ${person.last_name}`;
  const pack = await api<{ id: number }>('POST', '/payroll/salarymanagement/pay-packages', {
    package_name: `Loan package ${stamp}`,
    monthly_salary: '500000',
  });
  await api('PUT', `/payroll/salarymanagement/pay-packages/${pack.id}/assign`, {
    assignments: [{ employee_id: person.id, payPackageId: pack.id }],
    effective_from: `${START}-01`,
  });
  const type = await api<{ id: number }>('POST', '/payroll/loans/settings/loantypes', {
    name: TYPE,
    minimum_amount: '10000',
    maximum_amount: '2000000',
    max_tenure_months: 24,
    interest_rate: '12',
    interest_type: 'reducing',
    eligible_after_months: 0,
    status: 'active',
  });
  const loan = await api<{ id: number }>('POST', '/payroll/loans/requests', {
    employee_id: person.id,
    loan_type_id: type.id,
    amount: '600000',
    tenure_months: 12,
    reason: 'A car for site visits',
    repayment_start: START,
  });
  await api('POST', '/payroll/loans/requests/approve', { loan_request_ids: [loan.id] });

  // The disbursement on screen: the employee, their approved loan, the whole amount prefilled.
  await signedIn(page, 'admin@demo.example');
  await page.goto('/admin/payroll/loan/loan-disbursement/view-all');
  await page.getByTestId('loan-disbursement-create').first().click();
  await expect(page).toHaveURL(/loan-disbursement\/create$/);
  await choose(page, 'loan-disbursement-employee', person.last_name);
  await choose(page, 'loan-disbursement-loan', TYPE);
  await expect(page.getByTestId('loan-disbursement-left')).toHaveText('₦600,000.00');
  await expect(page.getByTestId('loan-disbursement-amount')).toHaveValue('600000.00');
  await shootAs(page, 'loan-disbursement-form', true);
  await page.getByTestId('loan-disbursement-save').click();
  await seeNotice(page, 'Loan disbursed successfully');
  await expect(page).toHaveURL(/loan-disbursement\/view-all/);
  const row = page.getByTestId('loan-disbursement-table').locator('tr.ant-table-row', { hasText: name });
  await expect(row).toContainText('₦600,000.00');
  await expect(row).toContainText(TYPE);
  await shootAs(page, 'loan-disbursement-list', true);

  // Three payroll months for the branch, each run and confirmed, each deducting one instalment.
  for (const m of months) {
    const scope = { ...m, branch_ids: [branch.id] };
    const page1 = await api<{ results: { employee_id: number; loan_repayment: string }[] }>(
      'POST',
      '/payroll/salarymanagement/salary-schedules',
      scope,
    );
    expect(page1.results.find((r) => r.employee_id === person.id)?.loan_repayment).toBe('53309.27');
    await api('POST', '/payroll/salarymanagement/salary-schedules/confirm', scope);
  }

  // The refund screen shows the balance left after the three deductions; a refund lowers it.
  await page.goto('/admin/payroll/loan/loan-refund/view-all');
  await page.getByTestId('loan-refund-create').first().click();
  await choose(page, 'loan-refund-employee', person.last_name);
  await choose(page, 'loan-refund-loan', TYPE);
  await expect(page.getByTestId('loan-refund-balance')).toHaveText('₦479,783.46');
  await page.getByTestId('loan-refund-amount').fill('79783.46');
  await page.getByTestId('loan-refund-note').fill('Paid in cash');
  await shootAs(page, 'loan-refund-form', true);
  await page.getByTestId('loan-refund-save').click();
  await seeNotice(page, 'Loan refund recorded successfully');
  const refund = page.getByTestId('loan-refund-table').locator('tr.ant-table-row', { hasText: name });
  await expect(refund).toContainText('₦79,783.46');
  await expect(refund.locator('[data-testid^="loan-refund-balance-"]')).toHaveText('₦400,000.00');
  await shootAs(page, 'loan-refund-list', true);

  // In French, the same list in French words and figures.
  await page.getByTestId('language-fr').click();
  await expect(page.getByText('Remboursements de prêts', { exact: true }).first()).toBeVisible();
  await expect(refund.locator('[data-testid^="loan-refund-balance-"]')).toHaveText(/^400\s000,00\s₦$/);
  await shootAs(page, 'loan-refund-list-fr', true);
  await page.goto('/admin/payroll/loan/loan-disbursement/create');
  await choose(page, 'loan-disbursement-employee', person.last_name);
  await expect(page.getByText('Cet employé n’a aucun prêt approuvé qui reste à décaisser.')).toBeVisible();
  await shootAs(page, 'loan-disbursement-form-fr', true);
  await page.getByTestId('language-en').click();
});
