import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { signIn, signInFromStart } from '../pages/session.ts';
import { startOwnServer, type OwnServer } from './own-server.ts';

// Access tokens live 10 s here (the suite's server keeps the default hour), so half a minute of
// moving between screens and then a form kept open past a lifetime span four lifetimes: every one of
// them must end in a refresh, never in the login page. The browser refreshes at 70-80 % of a
// lifetime, 2-3 s ahead of expiry here: ample on a loaded CI machine, and the journey stays short.
const TOKEN_LIFE_S = 10;
const JOURNEY_MS = 30_000;
/** The pause on each screen: a fifth of a lifetime, so a refresh falls between screens and during them. */
const SCREEN_PAUSE_MS = TOKEN_LIFE_S * 200;
const port = Number(process.env.E2E_PORT ?? 3100) + 1;
const base = '/admin/organization';
const SESSION_EXPIRED = 'Your session expired. Kindly login to continue';

let server: OwnServer | undefined;

test.describe.configure({ mode: 'serial' });
test.use({ baseURL: `http://localhost:${port}` });

test.beforeAll(async () => {
  test.setTimeout(150_000);
  server = await startOwnServer(port, { ACCESS_TOKEN_TTL_SECONDS: String(TOKEN_LIFE_S) });
});

test.afterAll(async () => {
  await server?.stop();
});

/** Counts refresh_token grants, whichever tab sends them. */
function countRefreshes(context: BrowserContext): () => number {
  let count = 0;
  context.on('request', (request) => {
    if (request.url().endsWith('/api/v1/auth/login') && request.postData()?.includes('"refresh_token"'))
      count++;
  });
  return () => count;
}

/** The Organisation sub-menu opens on its own pages; opened by hand otherwise. */
async function openMenu(page: Page, testId: string): Promise<void> {
  const entry = page.getByTestId(testId);
  if (!(await entry.isVisible())) await page.getByTestId('menu-module-organization').click();
  await entry.click();
}

const SCREENS = [
  { menu: 'menu-view-all-stations', url: /\/branch\/view-all/, ready: 'branch-table' },
  { menu: 'menu-view-departments', url: /\/department\/view-all/, ready: 'department-table' },
  { menu: 'menu-view-teams', url: /\/team\/view-all/, ready: 'team-table' },
  { menu: 'menu-view-employees', url: /\/employees\/view-all/, ready: 'employees-table' },
  { menu: 'menu-home', url: /\/admin\/home$/, ready: 'home-page' },
];

test('an admin works for several token lifetimes, in two tabs, without signing in again', async ({
  page,
  context,
}) => {
  test.setTimeout(JOURNEY_MS + 60_000);
  const refreshes = countRefreshes(context);
  await signInFromStart(page, 'admin@demo.example');
  await expect(page).toHaveURL(/\/admin\/home$/);
  // A second tab shares the single-use refresh token: only one of them may spend each one.
  const other = await context.newPage();
  await other.goto(`${base}/branch/view-all`);
  await expect(other.getByTestId('branch-table')).toBeVisible();

  const started = Date.now();
  for (let step = 0; Date.now() - started < JOURNEY_MS; step++) {
    const screen = SCREENS[step % SCREENS.length];
    if (!screen) break;
    await openMenu(page, screen.menu);
    await expect(page).toHaveURL(screen.url);
    await expect(page.getByTestId(screen.ready)).toBeVisible();
    // Halfway, a reload: the tokens persist, and the refresh timer starts again from storage.
    if (step === 5) await page.reload();
    await page.waitForTimeout(SCREEN_PAUSE_MS);
  }

  // A form opened with one token and saved with a later one.
  await page.goto(`${base}/department/edit/1`);
  await expect(page.getByTestId('department-name')).not.toHaveValue('');
  await page.waitForTimeout((TOKEN_LIFE_S + 2) * 1000);
  await page.getByTestId('department-description').fill('Kept after a token lifetime');
  await page.getByTestId('department-save').click();
  await expect(page.getByText('Department updated successfully')).toBeVisible();

  await other.reload();
  await expect(other.getByTestId('branch-table')).toBeVisible();
  for (const tab of [page, other]) {
    await expect(tab).not.toHaveURL(/\/login|\/company/);
    await expect(tab.getByText(SESSION_EXPIRED)).toHaveCount(0);
  }
  // About one refresh per 7-8 s (three quarters of a lifetime) for the browser, not one per tab.
  const lifetimes = (Date.now() - started) / (TOKEN_LIFE_S * 1000);
  expect(refreshes()).toBeGreaterThanOrEqual(Math.floor(lifetimes));
  expect(refreshes()).toBeLessThanOrEqual(Math.ceil(lifetimes * 1.5) + 1);
});

test('a revoked refresh token ends the session: login with the notice, then back to the page', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInFromStart(page, 'admin@demo.example');
  await page.goto(`${base}/team/view-all`);
  await expect(page.getByTestId('team-table')).toBeVisible();

  // Somebody else spends the refresh token first (a stolen copy): it is now used, and the server
  // revokes the whole family when the browser presents it.
  const refreshToken = await page.evaluate(() => localStorage.getItem('refreshToken'));
  const config = await (await page.request.get('/api/v1/client-config')).json();
  const spent = await page.request.post('/api/v1/auth/login', {
    data: {
      client_id: config.data.client_id,
      client_secret: config.data.client_secret,
      grant_type: 'refresh_token',
      refresh_token: refreshToken,
    },
  });
  expect(spent.status()).toBe(200);

  // The browser's next refresh (scheduled before expiry, or on the next refused request) fails.
  await expect(page).toHaveURL(/\/login$/, { timeout: (TOKEN_LIFE_S + 10) * 1000 });
  await expect(page.getByText(SESSION_EXPIRED)).toBeVisible();
  await signIn(page, 'admin@demo.example');
  await expect(page).toHaveURL(new RegExp(`${base}/team/view-all`));
  await expect(page.getByTestId('team-table')).toBeVisible();
});
