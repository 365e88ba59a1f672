import { expect, test, type Page } from '@playwright/test';
import { painted, shootAs, signedIn, snap } from '../pages/session.ts';

const stamp = Date.now().toString(36).slice(-5);
const PROJECT = `Office move ${stamp}`;
const BASE = '/admin/performance/task-management';
const PHONE = { width: 390, height: 844 };

const column = (page: Page, name: string) => page.locator(`section[data-column="${name}"]`);
const titles = (page: Page, name: string) =>
  column(page, name).locator('.kanban-card-title').allTextContents();
const card = (page: Page, title: string) => page.locator(`.kanban-card[data-title="${title}"]`);

async function addTask(page: Page, title: string, priority: string) {
  await page.getByTestId('task-add').click();
  await page.getByTestId('task-title').fill(title);
  await page.getByTestId('task-priority').click();
  await page.locator('.ant-select-dropdown:visible').getByTitle(priority, { exact: true }).click();
  await page.getByTestId('task-save').click();
  await expect(card(page, title)).toBeVisible();
  await expect(page.locator('.ant-modal:visible')).toHaveCount(0);
}

/** A mouse drag as a person makes it: press, a few steps past the 5 px start, then over the target. */
async function drag(page: Page, from: string, to: { x: number; y: number }) {
  const box = await card(page, from).boundingBox();
  if (!box) throw new Error(`no card ${from}`);
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + 10, box.y + box.height / 2 + 10, { steps: 3 });
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}

test.afterEach(async ({ page }, info) => {
  if (info.status !== info.expectedStatus) await snap(page, 'task-board-failure');
});

test('an admin creates a project, fills its board, drags tasks across and within columns, and the order stays after a reload', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signedIn(page, 'admin@demo.example');

  // The demo's board: cards with assignees, priority and due dates, one overdue in red.
  await page.goto(`${BASE}/task-board`);
  await page.locator('[data-testid^="project-card-"]', { hasText: 'Customer portal relaunch' }).click();
  await expect(page.getByTestId('kanban')).toBeVisible();
  await expect(page.getByTestId('task-overdue').first()).toBeVisible();
  await shootAs(page, 'task-board-demo', true);

  // A new project, and three tasks in To do.
  await page.goto(`${BASE}/create-projects`);
  await page.getByTestId('project-name').fill(PROJECT);
  await page.getByTestId('project-description').fill('Moving the Lagos office to Victoria Island.');
  await shootAs(page, 'project-form');
  await page.getByTestId('project-save').click();
  await expect(page).toHaveURL(/view-task-board\/\d+$/);
  const boardUrl = page.url();
  await addTask(page, 'Book the movers', 'High');
  await addTask(page, 'Order new desks', 'Medium');
  await addTask(page, 'Set up the network', 'Urgent');
  expect(await titles(page, 'To do')).toEqual(['Book the movers', 'Order new desks', 'Set up the network']);

  // By mouse: the movers into In progress.
  const target = await column(page, 'In progress').boundingBox();
  if (!target) throw new Error('no In progress column');
  await drag(page, 'Book the movers', { x: target.x + target.width / 2, y: target.y + 60 });
  await expect.poll(() => titles(page, 'In progress')).toEqual(['Book the movers']);
  await expect.poll(() => titles(page, 'To do')).toEqual(['Order new desks', 'Set up the network']);

  // By keyboard: the network to the top of To do (space, up, space).
  // Each key waits for the board to take the last: on a loaded machine an arrow pressed before the
  // pick-up was drawn moved nothing.
  const network = card(page, 'Set up the network');
  await network.focus();
  await page.keyboard.press('Space');
  await expect(network).toHaveAttribute('aria-pressed', 'true');
  await painted(page);
  await page.keyboard.press('ArrowUp');
  await painted(page);
  await page.keyboard.press('Space');
  await expect(network).not.toHaveAttribute('aria-pressed', 'true');
  await expect.poll(() => titles(page, 'To do')).toEqual(['Set up the network', 'Order new desks']);
  await painted(page);
  await shootAs(page, 'task-board-moved');

  // Within a column by mouse: the desks above the network again.
  const top = await card(page, 'Set up the network').boundingBox();
  if (!top) throw new Error('no card');
  await drag(page, 'Order new desks', { x: top.x + top.width / 2, y: top.y + 5 });
  await expect.poll(() => titles(page, 'To do')).toEqual(['Order new desks', 'Set up the network']);

  // The server kept the order.
  await page.waitForLoadState('networkidle');
  await page.goto(boardUrl);
  await expect(page.getByTestId('kanban')).toBeVisible();
  expect(await titles(page, 'To do')).toEqual(['Order new desks', 'Set up the network']);
  expect(await titles(page, 'In progress')).toEqual(['Book the movers']);

  // In French on a phone: the board reads in French and scrolls sideways inside itself.
  await page.setViewportSize(PHONE);
  await expect(page.getByTestId('mobile-header')).toBeVisible();
  await page.getByTestId('language-fr').locator('visible=true').first().click();
  await expect(page.getByTestId('task-add')).toHaveText(/Ajouter une tâche/);
  await expect(page.getByText('Haute').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
  await snap(page, 'task-board-fr-mobile');
  await page.goto(`${BASE}/all-projects`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tous les projets');
  await expect(page.getByTestId('project-table')).toContainText(PROJECT);
  await snap(page, 'projects-list-fr-mobile');
  await page.goto(`${BASE}/settings/manage-task-settings`);
  await expect(page.getByTestId('task-status-table')).toContainText('In progress');
  await snap(page, 'task-statuses-fr-mobile');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByTestId('language-en').locator('visible=true').first().click();
});
