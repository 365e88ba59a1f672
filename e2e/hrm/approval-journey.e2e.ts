import { expect, test, type Page } from '@playwright/test';
import { LeaveRequestScreens } from '../pages/leave-requests.ts';
import { LeaveSettingsScreens } from '../pages/leave-settings.ts';
import { ExemptionScreens } from '../pages/exemptions.ts';
import { seeNotice } from '../pages/notices.ts';
import { choose } from '../pages/select.ts';
import { signedIn, snap } from '../pages/session.ts';

/**
 * The approvals issue's journey, through the screens and three accounts: HR sets up Vacation Leave and
 * a two-level Sequential list for a department; an employee of it applies for five working days
 * spanning a public holiday (four counted); level 1 and then level 2 approve; the home card reads 4
 * taken and 16 remaining and the approvers' bells rise and fall; a second request is rejected at
 * level 1; an exemption goes through its approval.
 *
 * The applicant is the demo HR officer (Human Resources, Abuja), the first approver the demo
 * employee and the second the owner: another journey names the demo employee in a leave list of
 * their own, which (most specific wins, ADR 22) would take their requests away from a department's.
 */

const iso = (d: Date) => d.toISOString().slice(0, 10);
const shown = (isoDate: string) => isoDate.split('-').reverse().join('-');
const addDays = (d: Date, n: number) => new Date(d.getTime() + n * 86_400_000);

/** A Monday in this leave year, four weeks away (ahead in the first half, back in the second). */
function journeyWeeks(today: Date): Date[] {
  const monday = addDays(today, -((today.getUTCDay() + 6) % 7));
  const step = today.getUTCMonth() < 6 ? 7 : -7;
  return Array.from({ length: 8 }, (_, i) => addDays(monday, step * (4 + i))).filter(
    (d) =>
      d.getUTCFullYear() === today.getUTCFullYear() &&
      addDays(d, 11).getUTCFullYear() === today.getUTCFullYear(),
  );
}

async function bellCount(page: Page): Promise<number> {
  const bell = page.getByTestId('notification-bell').locator('visible=true');
  await expect(bell).toBeVisible();
  return Number(await bell.getAttribute('data-unread'));
}

/** Another persona's session (signed in once a lane, pages/session.ts), opened on one of their screens. */
async function switchTo(page: Page, email: string, path: string) {
  await signedIn(page, email);
  await page.goto(path);
}

/**
 * CI retries a failed journey once, on the same database: what the failed attempt made (its leave type,
 * the two lists, its leave and exemption requests) would make the retry's counts and names clash, so it goes first.
 * The attempt's holiday stays, which moves the retry to another free week.
 */
async function clearEarlierAttempt(page: Page, token: string): Promise<void> {
  const call = async (method: 'get' | 'post' | 'delete', url: string, data?: unknown) => {
    const res = await page.request[method](`/api/v1${url}`, {
      headers: { Authorization: `Bearer ${token}` },
      ...(data === undefined ? {} : { data }),
    });
    expect(res.ok(), `${method} ${url}: ${await res.text()}`).toBe(true);
    return ((await res.json()) as { data: { results: Record<string, unknown>[] } }).data;
  };
  const rows = async (url: string) => (await call('get', `${url}?page=1&perPage=100`)).results;
  const leaves = (await rows('/hrm/leaves')).filter((r) => r.leave_type_name === 'Vacation Leave');
  if (leaves.length) await call('post', '/hrm/leaves/delete', { leave_ids: leaves.map((r) => r.id) });
  for (const type of await rows('/hrm/leaves/settings/leavetypes'))
    if (type.leave_name === 'Vacation Leave')
      await call('delete', `/hrm/leaves/settings/leavetypes/${String(type.id)}`);
  for (const r of await rows('/hrm/exemptions/view-all'))
    if (r.exemption_reason === 'Court summons') await call('delete', `/hrm/exemptions/${String(r.id)}`);
  const lists = await rows('/hrm/leaves/settings/approversettings');
  const leaveLists = lists.filter((g) => g.description === 'Human Resources leave').map((g) => g.id);
  if (leaveLists.length)
    await call('post', '/hrm/leaves/settings/approversettings/delete', { approverIds: leaveLists });
  for (const g of await rows('/hrm/exemptions/settings/approvals'))
    if (g.description === 'Human Resources exemptions')
      await call('delete', `/hrm/exemptions/settings/approvals/${String(g.id)}`);
}

test.afterEach(async ({ page }, info) => {
  if (info.status !== info.expectedStatus) await snap(page, 'approval-journey-failure');
});

test('leave through a two-level Sequential list, a rejection at level 1, and an exemption approved', async ({
  page,
}) => {
  test.setTimeout(420_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  const s = new LeaveRequestScreens(page);
  const settings = new LeaveSettingsScreens(page);
  await signedIn(page, 'admin@demo.example');
  await page.goto('/admin/home');
  const applicant = await s.employeeByPin('100');
  const firstApprover = await s.employeeByPin('101');
  const relief = await s.employeeByPin('103');
  const ownerId = await s.myEmployeeId();
  if (test.info().retry > 0) await clearEarlierAttempt(page, await s.token());
  const staff = (
    (await (
      await page.request.get('/api/v1/organization/employees?page=1&perPage=50', {
        headers: { Authorization: `Bearer ${await s.token()}` },
      })
    ).json()) as { data: { results: { id: number; name: string }[] } }
  ).data.results;
  const ownerName = staff.find((e) => e.id === ownerId)?.name;
  if (!ownerName) throw new Error('the owner is not in the first page of employees');

  // A week of this year with no holiday yet, and a public holiday on its Wednesday.
  const holidays = (
    (await (
      await page.request.get('/api/v1/organization/system-settings/general-settings/public-holidays', {
        headers: { Authorization: `Bearer ${await s.token()}` },
      })
    ).json()) as { data: { date: string }[] | { results: { date: string }[] } }
  ).data;
  const taken = new Set((Array.isArray(holidays) ? holidays : holidays.results).map((h) => h.date.slice(5)));
  const monday = journeyWeeks(new Date()).find(
    (d) => ![0, 1, 2, 3, 4, 7, 8].some((n) => taken.has(iso(addDays(d, n)).slice(5))),
  );
  if (!monday) throw new Error('no free week this year');
  const year = monday.getUTCFullYear();
  const holiday = await page.request.put(
    '/api/v1/organization/system-settings/general-settings/public-holidays',
    {
      headers: { Authorization: `Bearer ${await s.token()}` },
      data: { name: 'Journey Holiday', date: iso(addDays(monday, 2)), recurring: false },
    },
  );
  expect(holiday.ok(), await holiday.text()).toBe(true);

  // 1. HR creates Vacation Leave: 20 days, Saturday and Sunday excluded.
  await page.goto('/admin/hrm/leave/settings/leave-type/create');
  await page.getByTestId('leave-type-name').fill('Vacation Leave');
  await page.getByTestId('leave-type-days').fill('20');
  await page.getByTestId('leave-type-weekend').getByText('Saturday').click();
  await page.getByTestId('leave-type-weekend').getByText('Sunday').click();
  await page.getByTestId('leave-type-save').click();
  await seeNotice(page, 'Leave type created successfully');
  // Every company starts with default types (ADR 30, one named Annual Leave), so the new one is
  // found by name rather than on the first page.
  await settings.search('leave-type-table', 'Vacation Leave');
  await expect(settings.row('leave-type-table', 'Vacation Leave')).toContainText('20');

  // 2. HR creates a two-level Sequential list for Human Resources in Abuja.
  await page.goto('/admin/hrm/leave/settings/leave-approval/create');
  await page.getByTestId('category-approver-description').fill('Human Resources leave');
  await page.getByTestId('category-approver-type').getByText('Sequential').click();
  await choose(page, 'category-approver-category', 'Department');
  await choose(page, 'category-approver-departments', 'Human Resources');
  await choose(page, 'category-approver-branch', 'Abuja');
  await settings.setLevels([[firstApprover.name], [ownerName]]);
  await page.getByTestId('category-approver-save').click();
  await seeNotice(page, 'Leave approver created successfully');
  await expect(settings.row('category-approver-table', 'Human Resources leave')).toContainText('2');

  // The exemption list for the same department: one level, the same first approver.
  await page.goto('/admin/hrm/exemption/approval/create');
  await page.getByTestId('category-approver-description').fill('Human Resources exemptions');
  await page.getByTestId('category-approver-type').getByText('Sequential').click();
  await choose(page, 'category-approver-category', 'Department');
  await choose(page, 'category-approver-departments', 'Human Resources');
  await choose(page, 'category-approver-branch', 'Abuja');
  await settings.setLevels([[firstApprover.name]]);
  await page.getByTestId('category-approver-save').click();
  await seeNotice(page, 'Exemption approver created successfully');
  await page.goto('/admin/home');
  await expect(page.getByTestId('home-page')).toBeVisible();
  const ownerBellBefore = await bellCount(page);

  // 3. The employee applies for Monday to Friday: the holiday is not counted, so 4 days.
  await switchTo(page, 'hr@demo.example', '/ess/hrm/leave/create');
  await choose(page, 'leave-type', 'Vacation Leave');
  await s.fillRange('leave_dates', shown(iso(monday)), shown(iso(addDays(monday, 4))));
  await expect(page.getByTestId('leave-remaining')).toHaveText(
    `20 of 20 days of Vacation Leave remain for ${year}`,
  );
  await choose(page, 'leave-relief', relief.name);
  await page.getByTestId('leave-note').fill('Family visit');
  await page.getByTestId('leave-save').click();
  await seeNotice(page, 'Leave request created successfully');
  const mine = s.row('leave-my-table', shown(iso(monday)));
  await expect(mine.getByTestId('leave-status')).toHaveText('Pending');
  const leaveId = await s.idOf('leave-my-table', shown(iso(monday)));
  await page.getByTestId(`leave-view-${leaveId}`).click();
  await expect(page.getByTestId('leave-detail')).toContainText('4');
  await expect(page.getByTestId('leave-detail')).toContainText(relief.name);
  await expect(page.getByTestId('leave-level-1')).toContainText('1st Approver');
  await snap(page, 'approval-journey-applied');
  await page.keyboard.press('Escape');

  // 4. Level 1 signs in: the bell counts the request; approving clears it.
  await switchTo(page, 'employee@demo.example', '/ess/home');
  // The count arrives after the page: wait for it rather than read the first paint's 0.
  await expect.poll(() => bellCount(page)).toBeGreaterThan(0);
  const firstBell = await bellCount(page);
  await page.goto('/ess/hrm/leave/approvals');
  await expect(s.row('leave-approvals-table', applicant.name)).toHaveCount(1);
  await page.getByTestId(`leave-approve-${leaveId}`).click();
  await s.confirm('Approve');
  await seeNotice(page, 'Leave request approved successfully');
  await expect(page.getByTestId('leave-approvals-table')).toContainText(
    'No leave request is waiting on your approval',
  );
  await expect.poll(() => bellCount(page)).toBe(firstBell - 1);

  // Level 2, the owner: asked only now.
  await switchTo(page, 'admin@demo.example', '/admin/home');
  await expect.poll(() => bellCount(page)).toBe(ownerBellBefore + 1);
  await page.goto('/ess/hrm/leave/approvals');
  // From the request's side panel this time, which decides it while it waits on the viewer.
  await page.getByTestId(`leave-view-${leaveId}`).click();
  await page.getByTestId('leave-detail-approve').click();
  await seeNotice(page, 'Leave request approved successfully');
  await expect(page.getByTestId('leave-detail-approve')).toHaveCount(0);
  await expect.poll(() => bellCount(page)).toBe(ownerBellBefore);

  // 5. The employee's home card: 4 taken, 16 remaining.
  await switchTo(page, 'hr@demo.example', '/ess/home');
  const card = page.getByTestId('leave-card').locator('li', { hasText: 'Vacation Leave' });
  await expect(card).toContainText('4 of 20 days taken');
  await expect(card).toContainText('16 remaining');
  await snap(page, 'approval-journey-home');

  // 6. Again, rejected at level 1 with a reason.
  const next = addDays(monday, 7);
  await page.goto('/ess/hrm/leave/create');
  await choose(page, 'leave-type', 'Vacation Leave');
  await s.fillRange('leave_dates', shown(iso(next)), shown(iso(addDays(next, 1))));
  await expect(page.getByTestId('leave-remaining')).toHaveText(
    `16 of 20 days of Vacation Leave remain for ${year}`,
  );
  await page.getByTestId('leave-note').fill('Second trip');
  await page.getByTestId('leave-save').click();
  await seeNotice(page, 'Leave request created successfully');
  const rejectedId = await s.idOf('leave-my-table', shown(iso(next)));
  await switchTo(page, 'employee@demo.example', '/ess/hrm/leave/approvals');
  await page.getByTestId(`leave-reject-${rejectedId}`).click();
  await page.getByTestId('leave-reject-reason').fill('Audit that week');
  await page.getByTestId('leave-reject-confirm').click();
  await seeNotice(page, 'Leave request rejected successfully');
  await switchTo(page, 'hr@demo.example', '/ess/hrm/leave/my-leaves');
  await expect(s.row('leave-my-table', shown(iso(next))).getByTestId('leave-status')).toHaveText('Rejected');

  // 7. An exemption through its approval.
  const x = new ExemptionScreens(page);
  const exemptionDay = shown(iso(addDays(monday, 9)));
  await page.goto('/ess/hrm/exemption/create');
  await x.pickDate(exemptionDay);
  await page.getByTestId('exemption-reason').fill('Court summons');
  await page.getByTestId('exemption-save').click();
  await seeNotice(page, 'Exemption request created successfully');
  await expect(x.row(exemptionDay)).toBeVisible();
  const exemptionId = await x.idOf(exemptionDay);
  await switchTo(page, 'employee@demo.example', '/ess/hrm/exemption/approvals');
  await page.getByTestId(`exemption-approve-${exemptionId}`).click();
  await page.locator('.ant-popconfirm .ant-btn-primary').click();
  await seeNotice(page, 'Exemption requests approved successfully');
  await switchTo(page, 'hr@demo.example', '/ess/hrm/exemption/my-exemptions');
  await expect(x.row(exemptionDay)).toContainText('Approved');
  await snap(page, 'approval-journey-exemption');

  // Other journeys share this database: what this one made for the HR officer goes again.
  await switchTo(page, 'admin@demo.example', '/admin/home');
  const api = async (method: 'get' | 'post' | 'delete', path: string, data?: unknown) => {
    const res = await page.request[method](`/api/v1${path}`, {
      headers: { Authorization: `Bearer ${await s.token()}` },
      ...(data === undefined ? {} : { data }),
    });
    expect(res.ok(), `${method} ${path}: ${await res.text()}`).toBe(true);
    return ((await res.json()) as { data: unknown }).data;
  };
  const idByDescription = async (path: string, description: string) => {
    const page1 = (await api('get', `${path}?perPage=100`)) as {
      results: { id: number; description: string }[];
    };
    const id = page1.results.find((g) => g.description === description)?.id;
    if (id === undefined) throw new Error(`no ${description}`);
    return id;
  };
  await api('post', '/hrm/leaves/delete', { leave_ids: [Number(leaveId), Number(rejectedId)] });
  await api('delete', `/hrm/exemptions/${exemptionId}`);
  await api('post', '/hrm/leaves/settings/approversettings/delete', {
    approverIds: [await idByDescription('/hrm/leaves/settings/approversettings', 'Human Resources leave')],
  });
  const exemptionGroup = await idByDescription(
    '/hrm/exemptions/settings/approvals',
    'Human Resources exemptions',
  );
  await api('delete', `/hrm/exemptions/settings/approvals/${exemptionGroup}`);
});
