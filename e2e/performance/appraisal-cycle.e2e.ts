import { expect, test, type Page } from '@playwright/test';
import { apiToken, employeeIdOf } from '../pages/exemptions.ts';
import { invitedEmployee } from '../pages/invitees.ts';
import { seeNotice } from '../pages/notices.ts';
import { choose } from '../pages/select.ts';
import { shootAs, signedIn, snap } from '../pages/session.ts';
import { api } from '../pages/api.ts';

const stamp = Date.now().toString(36).toUpperCase().slice(-6);
const GROUP = `Mid-year review ${stamp}`;
const year = new Date().getUTCFullYear();
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

type Member = {
  id: number;
  employee_id: number;
  status: string;
  final_score: string | null;
  final_grade: string | null;
};
type Grade = { name: string; min_score: number; max_score: number };

/** The band a final score falls in (ADR 64: min ≤ score < max + 1, 100 included). */
const gradeOf = (grades: Grade[], score: number) =>
  grades.find(
    (g) => score >= g.min_score && (score < g.max_score + 1 || (g.max_score === 100 && score <= 100)),
  ) ?? null;

/** Rates the open form's three KPIs (scale 1 to 5) and submits it. */
async function rateAndSubmit(page: Page, scores: [number, number, number], comment?: string) {
  for (const [i, score] of scores.entries()) await page.getByTestId(`rate-${i + 1}-${score}`).click();
  if (comment) await page.getByTestId('rate-1-comment').fill(comment);
  await page.getByTestId('rate-submit').click();
  await seeNotice(page, 'Ratings submitted successfully');
}

test.afterEach(async ({ page }, info) => {
  if (info.status !== info.expectedStatus) await snap(page, 'appraisal-cycle-failure');
});

test('an appraisal cycle of three employees and two appraisers runs to final grades, one rejected and rated again', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const admin = await apiToken(page.request, 'admin@demo.example');
  const hr = await apiToken(page.request, 'hr@demo.example');
  const [adminId, hrId] = [await employeeIdOf(page.request, admin), await employeeIdOf(page.request, hr)];

  // Set-up through the API (the settings screens have their own journey): a period, a scorecard of
  // two sections and three KPIs on a 1–5 scale, three new colleagues, their appraisers and approver.
  await api(page.request, admin, 'POST', '/hrm/appraisals/settings/general', {
    name: `Appraisals ${stamp}`,
    year,
    appraisalPeriods: [{ name: 'Whole year', start_date: `${year}-01-01`, end_date: `${year}-12-31` }],
    self_appraisal_weight: 40,
    appraiser_weight: 60,
  });
  await api(page.request, admin, 'POST', '/hrm/appraisals/settings/scorecards', {
    name: `Scorecard ${stamp}`,
    sections: [
      {
        name: 'Results',
        weight: 60,
        kpis: [
          { name: 'Objectives delivered', weight: 50, target: 'All agreed objectives' },
          { name: 'Quality of work', weight: 50, target: 'Under 5% rework' },
        ],
      },
      { name: 'Behaviours', weight: 40, kpis: [{ name: 'Teamwork', weight: 100 }] },
    ],
    rating_scale: {
      min: 1,
      max: 5,
      labels: { '1': 'Poor', '2': 'Fair', '3': 'Good', '4': 'Very good', '5': 'Excellent' },
    },
  });
  // The demo employee (appraised by the HR officer) and two colleagues invited for this journey.
  const ess = await apiToken(page.request, 'employee@demo.example');
  const me = await api<{ first_name: string; last_name: string; employee: { id: number } }>(
    page.request,
    ess,
    'GET',
    '/user',
  );
  const people = ['Bola', 'Chidi'].map((first) => ({
    first,
    last: `Appraisee${stamp}`,
    email: `${first}.${stamp}@demo.example`.toLowerCase(),
  }));
  const tokens: string[] = [];
  for (const who of people) tokens.push(await invitedEmployee(page.request, admin, who));
  const [bolaToken, chidiToken] = tokens as [string, string];
  const ada = me.employee.id;
  const [bola, chidi] = [
    await employeeIdOf(page.request, bolaToken),
    await employeeIdOf(page.request, chidiToken),
  ];
  const names = [`${me.first_name} ${me.last_name}`, ...people.map((p) => `${p.first} ${p.last}`)];
  await api(page.request, admin, 'POST', '/hrm/appraisals/settings/appraisers', {
    appraiser_id: hrId,
    employee_ids: [bola],
  });
  await api(page.request, admin, 'POST', '/hrm/appraisals/settings/appraisers', {
    appraiser_id: adminId,
    employee_ids: [chidi],
  });
  const GROUPS = '/hrm/appraisals/settings/approver-settings';
  const approvers = await api<{ id: number }>(page.request, admin, 'POST', GROUPS, {
    group_name: `Appraisal panel ${stamp}`,
    approval_types: 'Sequential',
    approvers_count: 1,
    approval_details: [{ approval_person_id: adminId }],
  });
  await api(page.request, admin, 'POST', `${GROUPS}/${approvers.id}/approvables`, {
    category_type: 'employees',
    assign_category_type_ids: [ada, bola, chidi],
  });

  // HR creates the group on screen and initiates it.
  await signedIn(page, 'admin@demo.example');
  await page.goto('/admin/performance/appraisal/create-appraisal-group');
  await page.getByTestId('group-name').fill(GROUP);
  await choose(page, 'group-setting', `Appraisals ${stamp}`);
  await choose(page, 'group-period', 'Whole year');
  await choose(page, 'group-scorecard', `Scorecard ${stamp}`);
  await page.getByTestId('group-due-date').fill(day(20));
  for (const name of names) await choose(page, 'group-employees', name);
  await page.getByTestId('group-save').click();
  await seeNotice(page, 'Appraisal created successfully');
  await expect(page).toHaveURL(/\/admin\/performance\/appraisal\/appraisal-group\/view\/\d+$/);
  const groupId = Number(/view\/(\d+)$/.exec(page.url())?.[1]);
  await page.getByTestId('group-initiate').click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'Initiate' }).click();
  await seeNotice(page, 'Appraisal initiated successfully');
  await expect(page.getByTestId('group-members-table')).toContainText(names[2] ?? '');
  const members = async () =>
    (await api<{ appraisals: Member[] }>(page.request, admin, 'GET', `/hrm/appraisals/${groupId}`))
      .appraisals;
  const of = (list: Member[], employee: number) => {
    const m = list.find((x) => x.employee_id === employee);
    if (!m) throw new Error(`no appraisal for employee ${employee}`);
    return m;
  };
  const first = await members();
  const [adaA, bolaA, chidiA] = [of(first, ada).id, of(first, bola).id, of(first, chidi).id];

  // The demo employee rates herself on screen: a draft first, read back, then submitted.
  await signedIn(page, 'employee@demo.example');
  await page.goto('/ess/hrm/appraisal/my-appraisals');
  await page.getByTestId(`my-appraisal-rate-${adaA}`).click();
  await page.getByTestId('rate-1-4').click();
  await page.getByTestId('rate-draft').click();
  await seeNotice(page, 'Ratings saved successfully');
  await page.reload();
  await expect(page.getByTestId('rate-1').locator('.ant-radio-button-wrapper-checked')).toHaveText(
    '4 · Very good',
  );
  await page.getByTestId('rate-2-4').click();
  await page.getByTestId('rate-3-5').click();
  await page.getByTestId('rate-1-comment').fill('Delivered the billing migration early');
  await shootAs(page, 'appraisal-self-form', true);
  await page.getByTestId('rate-submit').click();
  await seeNotice(page, 'Ratings submitted successfully');
  await expect(page.getByTestId('appraisal-self-score')).toContainText('85.00');
  // Bola and Chidi rate themselves through the API.
  const self = (appraisal: number, scores: number[]) => ({
    appraisal_id: appraisal,
    ratings: scores.map((score, i) => ({ kpi_id: i + 1, score, comment: null })),
    submit: true,
  });
  await api(page.request, bolaToken, 'POST', '/hrm/appraisals/self-ratings', self(bolaA, [3, 3, 3]));
  await api(page.request, chidiToken, 'POST', '/hrm/appraisals/self-ratings', self(chidiA, [5, 5, 5]));

  // The HR officer appraises the demo employee and Bola from the Appraise tab, the self-ratings beside theirs.
  await signedIn(page, 'hr@demo.example');
  await page.goto('/admin/hrm/appraisal/appraise');
  await page.getByTestId(`appraise-rate-${adaA}`).click();
  await expect(page.getByTestId('rate-kpi-3').getByTestId('rate-self-beside')).toContainText('5 · Excellent');
  await rateAndSubmit(page, [3, 3, 3]);
  await page.goto(`/admin/hrm/appraisal/appraise/${bolaA}`);
  for (const [i, score] of [5, 4, 4].entries()) await page.getByTestId(`rate-${i + 1}-${score}`).click();
  await shootAs(page, 'appraisal-appraiser-form');
  await page.getByTestId('rate-submit').click();
  await seeNotice(page, 'Ratings submitted successfully');
  // The owner appraises Chidi.
  await signedIn(page, 'admin@demo.example');
  await page.goto('/ess/performance/appraisal/appraisal');
  await page.getByTestId(`appraise-rate-${chidiA}`).click();
  await rateAndSubmit(page, [2, 2, 2]);

  // The approver rejects the demo employee's in the inbox, with a reason; the two others are approved.
  await page.goto('/admin/performance/appraisal/appraisal-approvals');
  await expect(page.getByTestId('appraisal-approvals')).toContainText(names[0] ?? '');
  await shootAs(page, 'appraisal-approvals', true);
  await page.getByTestId(`appraisal-reject-${adaA}`).click();
  await page.getByTestId('appraisal-reject-reason').fill('Quality was rated below what the reviews show');
  await page.getByTestId('appraisal-reject-confirm').click();
  await seeNotice(page, 'Appraisal rejected and sent back to the appraiser');
  await api(page.request, admin, 'POST', '/hrm/appraisals/approve', { appraisal_ids: [bolaA, chidiA] });

  // Back with the HR officer, who reads why and rates again.
  await signedIn(page, 'hr@demo.example');
  await page.goto('/admin/hrm/appraisal/appraise');
  await page.getByTestId(`appraise-rate-${adaA}`).click();
  await expect(page.getByTestId('appraisal-rejection')).toContainText('Quality was rated below');
  await expect(page.getByTestId('rate-2').locator('.ant-radio-button-wrapper-checked')).toHaveText(
    '3 · Good',
  );
  await rateAndSubmit(page, [4, 3, 4]);

  // The approver approves it from its view.
  await signedIn(page, 'admin@demo.example');
  await page.goto(`/admin/performance/appraisal/view-appraisal-approval?id=${adaA}`);
  await expect(page.getByTestId('appraisal-appraiser-score')).toContainText('67.50');
  await page.getByTestId('appraisal-detail-approve').click();
  await seeNotice(page, 'Appraisal approved successfully');

  // Hand-computed: the demo employee's self 85.00, appraiser 67.50, final (85 × 40 + 67.5 × 60) ÷ 100 = 74.50;
  // Bola 50.00 and 82.50 → 69.50; Chidi 100.00 and 25.00 → 55.00. Grades from the company's bands.
  const grades = (
    await api<{ results: Grade[] }>(page.request, admin, 'GET', '/hrm/appraisals/settings/grades')
  ).results;
  const expected = [
    [ada, '74.50'],
    [bola, '69.50'],
    [chidi, '55.00'],
  ] as const;
  const done = await members();
  for (const [employee, score] of expected)
    expect(of(done, employee)).toMatchObject({
      status: 'approved',
      final_score: score,
      final_grade: gradeOf(grades, Number(score))?.name ?? null,
    });
  await page.goto(`/admin/performance/appraisal/appraisal-group/view/${groupId}`);
  await expect(page.getByTestId('group-members-table')).toContainText('74.50');
  await shootAs(page, 'appraisal-group-view', true);

  // The employee reads her result, in French on a phone.
  await signedIn(page, 'employee@demo.example');
  await api(page.request, ess, 'PUT', '/user/language', { language: 'fr' });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/ess/performance/appraisal/view-self-appraisal/${adaA}`);
  await expect(page.getByTestId('appraisal-final-score')).toContainText('74.50');
  await expect(page.getByTestId('appraisal-final-grade')).toContainText(gradeOf(grades, 74.5)?.name ?? '—');
  await expect(page.getByText('Score final').first()).toBeVisible();
  await snap(page, 'appraisal-result-fr-mobile');
  await api(page.request, ess, 'PUT', '/user/language', { language: 'en' });
  await page.setViewportSize({ width: 1280, height: 800 });

  // HR ends the group: it moves to the history with its grades kept.
  await signedIn(page, 'admin@demo.example');
  await page.goto(`/admin/performance/appraisal/appraisal-group/view/${groupId}`);
  await page.getByTestId('group-end').click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'End' }).click();
  await seeNotice(page, 'Appraisal ended successfully');
  await page.goto('/admin/performance/appraisal/appraisal-history');
  await page.getByTestId(`history-link-${groupId}`).click();
  await expect(page.getByTestId('group-members-table')).toContainText('74.50');
});
