import { expect, test } from '@playwright/test';
import { apiToken } from '../pages/exemptions.ts';
import { invitedEmployee } from '../pages/invitees.ts';
import { seeNotice } from '../pages/notices.ts';
import { choose } from '../pages/select.ts';
import { shootAs, signedIn, snap } from '../pages/session.ts';
import { api } from '../pages/api.ts';

const stamp = Date.now().toString(36).toUpperCase().slice(-6);
const TITLE = `Hybrid work pulse ${stamp}`;

test.afterEach(async ({ page }, info) => {
  if (info.status !== info.expectedStatus) await snap(page, 'surveys-failure');
});

test('an anonymous survey built and published by the admin, answered by employees, shows its chart and names no one', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const admin = await apiToken(page.request, 'admin@demo.example');
  const hr = await apiToken(page.request, 'hr@demo.example');
  const ess = await apiToken(page.request, 'employee@demo.example');

  // The admin builds it in the builder: a rating, then a single choice, moved to be first, anonymous.
  await signedIn(page, 'admin@demo.example');
  await page.goto('/admin/performance/feedback/create');
  await page.getByTestId('survey-title').fill(TITLE);
  await page.getByTestId('survey-question-text-0').fill('How well does hybrid work suit you?');
  await page.getByTestId('survey-add-question').click();
  await page.getByTestId('survey-question-text-1').fill('Which days do you prefer in the office?');
  await choose(page, 'survey-question-type-1', 'Single choice');
  await page.getByTestId('survey-question-options-1').click();
  for (const o of ['Monday', 'Wednesday', 'Friday']) await page.keyboard.type(`${o}\n`);
  await page.getByTestId('survey-question-up-1').click();
  await expect(page.getByTestId('survey-question-text-0')).toHaveValue(
    'Which days do you prefer in the office?',
  );
  await page.getByTestId('survey-anonymous').click();
  await page.getByTestId('survey-status-published').click();
  await shootAs(page, 'surveys-builder', true);
  await page.getByTestId('survey-save').click();
  await seeNotice(page, 'Survey created successfully');
  await expect(page).toHaveURL(/\/admin\/performance\/feedback\/view\/\d+$/);
  const id = Number(/view\/(\d+)$/.exec(page.url())?.[1]);
  await expect(page.getByTestId('survey-held-back')).toBeVisible();

  // The employee answers it from My Surveys.
  await signedIn(page, 'employee@demo.example');
  await page.goto('/ess/performance/feedback/view-all');
  await page.getByTestId(`my-survey-answer-${id}`).click();
  await expect(page.getByTestId('answer-survey')).toContainText(TITLE);
  await page.getByTestId('answer-submit').click();
  await expect(page.getByText('Please answer this question').first()).toBeVisible();
  await page.getByTestId('answer-1').getByText('Wednesday').click();
  await page.getByTestId('answer-2').locator('label', { hasText: /^4$/ }).click();
  await shootAs(page, 'surveys-answer', true);
  await page.getByTestId('answer-submit').click();
  await seeNotice(page, 'Survey answers submitted successfully');
  await expect(page).toHaveURL(/\/ess\/performance\/feedback\/view-feedback-log$/);
  await expect(page.getByTestId(`my-answer-${id}`)).toContainText('Wednesday');
  // In French on a phone.
  await api(page.request, ess, 'PUT', '/user/language', { language: 'fr' });
  await page.reload();
  await expect(page.getByText('Mes réponses').first()).toBeVisible();
  await shootAs(page, 'surveys-my-answers-fr', true);
  await api(page.request, ess, 'PUT', '/user/language', { language: 'en' });

  // Others answer through the API; a second answer from the employee is refused.
  await api(page.request, hr, 'POST', '/hrm/surveys/answer', {
    survey_id: id,
    answers: [
      { question_id: 1, value: 'Monday' },
      { question_id: 2, value: 5 },
    ],
  });
  await api(page.request, admin, 'POST', '/hrm/surveys/answer', {
    survey_id: id,
    answers: [
      { question_id: 1, value: 'Wednesday' },
      { question_id: 2, value: 3 },
    ],
  });
  // Two colleagues invited for this journey make five answers in all.
  const colleagues = [
    { first: 'Tobi', last: `Olaniyan${stamp}`, email: `tobi.${stamp}@demo.example`.toLowerCase() },
    { first: 'Amaka', last: `Eze${stamp}`, email: `amaka.${stamp}@demo.example`.toLowerCase() },
  ];
  for (const [i, who] of colleagues.entries()) {
    const token = await invitedEmployee(page.request, admin, who);
    await api(page.request, token, 'POST', '/hrm/surveys/answer', {
      survey_id: id,
      answers: [
        { question_id: 1, value: i === 0 ? 'Friday' : 'Wednesday' },
        { question_id: 2, value: 4 },
      ],
    });
  }
  const again = await page.request.post('/api/v1/hrm/surveys/answer', {
    headers: { authorization: `Bearer ${ess}` },
    data: {
      survey_id: id,
      answers: [
        { question_id: 1, value: 'Friday' },
        { question_id: 2, value: 1 },
      ],
    },
  });
  expect(again.status()).toBe(409);

  // The admin sees the charts; the survey is anonymous, so no one is named, not even in the API.
  await signedIn(page, 'admin@demo.example');
  await page.goto(`/admin/performance/feedback/view/${id}`);
  await expect(page.getByTestId('survey-responses')).toContainText('5');
  await expect(page.getByTestId('survey-result-1-chart')).toContainText('Wednesday');
  await expect(page.getByTestId('survey-result-2-chart')).toBeVisible();
  await expect(page.getByTestId('survey-anonymous-note')).toBeVisible();
  await expect(page.getByTestId('survey-respondents')).toHaveCount(0);
  for (const name of ['Okafor', ...colleagues.map((c) => c.last)])
    await expect(page.getByTestId('survey-results')).not.toContainText(name);
  await shootAs(page, 'surveys-results', true);
  const results = await api<{ respondents: unknown; held_back: boolean }>(
    page.request,
    admin,
    'GET',
    `/hrm/surveys/get-survey-answers?id=${id}`,
  );
  expect(results).toMatchObject({ respondents: null, held_back: false });
  expect(JSON.stringify(results)).not.toContain(colleagues[0]?.last ?? '');
  const log = await api<{ total: number }>(
    page.request,
    admin,
    'GET',
    `/hrm/surveys/feedback-log?survey_id=${id}`,
  );
  expect(log.total).toBe(0);

  await page.goto('/admin/performance/report/feedback-report');
  await expect(page.getByTestId('feedback-report-table')).toContainText(TITLE);
  await shootAs(page, 'surveys-report', true);
});
