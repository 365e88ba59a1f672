import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Clockroom#2026';
const shots = path.resolve(import.meta.dirname, '../../test-results/screens');
const PHONE = { width: 390, height: 844 };

/**
 * Saves a full-page screenshot under test-results/screens for people to look at. Animations and
 * transitions are run to their end first (a drawer sliding in, a notice fading), so no fixed pause
 * is needed before one. E2E_SCREENSHOTS=off (CI, where nobody looks at them) skips the picture, not
 * the journey's steps around it: a failed journey still gets Playwright's own screenshot.
 */
export async function snap(page: Page, name: string): Promise<void> {
  if (process.env.E2E_SCREENSHOTS === 'off') return;
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true, animations: 'disabled' });
}

/**
 * Resolves once the page has drawn two more frames: a viewport change's media queries fire, and the
 * renders they start are painted, in between. At most 2 s: once in CI Chromium drew no frame for a
 * page after a resize and the wait ran to the journey's timeout (the screenshot after it draws one).
 */
export async function painted(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((done) => {
        requestAnimationFrame(() => requestAnimationFrame(() => done()));
        setTimeout(done, 2000);
      }),
  );
}

/**
 * A screenshot, and with `phone` a 390 px one named `{name}-mobile`, after which the viewport comes
 * back. In the signed-in shell, each size waits for its own layout (the phone header, then the
 * sidebar again): the shell swaps them a render after the resize, and a click made before the swap
 * back lands on the header being replaced.
 */
export async function shootAs(page: Page, name: string, phone = false): Promise<void> {
  await snap(page, name);
  if (!phone) return;
  const size = page.viewportSize();
  const sidebar = page.getByTestId('sidebar');
  const inShell = await sidebar.isVisible();
  await page.setViewportSize(PHONE);
  if (inShell) await expect(page.getByTestId('mobile-header')).toBeVisible();
  await painted(page);
  await snap(page, `${name}-mobile`);
  if (size) await page.setViewportSize(size);
  if (inShell) await expect(sidebar).toBeVisible();
  await painted(page);
}

export async function enterCompany(page: Page, company = 'demo'): Promise<void> {
  await page.getByTestId('company-id-input').fill(company);
  await page.getByTestId('company-submit').click();
  await expect(page).toHaveURL(/\/login$/);
}

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.getByTestId('login-email').fill(email);
  await page.getByTestId('login-password').fill(password);
  await page.getByTestId('login-submit').click();
}

/**
 * Signs in from the company page and waits until the app has left /login, so the next `page.goto`
 * cannot race the token being stored (a navigation mid-login lands on /company).
 */
export async function signInFromStart(page: Page, email: string, company = 'demo', password = DEMO_PASSWORD) {
  await page.goto('/company');
  await enterCompany(page, company);
  await signIn(page, email, password);
  await expect(page).toHaveURL(/\/(admin|ess)\/home|\/change-password-first-signin|\/get-started/);
}

type BrowserState = Awaited<ReturnType<BrowserContext['storageState']>>;

/** A persona's browser state right after signing in, and when it was taken. */
interface SignedInState {
  state: BrowserState;
  token: string;
  takenAt: number;
}

/**
 * Persona states of this Playwright worker (a lane runs one worker, so each persona signs in through
 * the screens once a lane, not once a journey). Taken for at most 20 minutes: the browser refreshes
 * its access token a minute before the hour is out, and a refresh spends the single-use refresh
 * token that every copy of the state holds.
 */
const personas = new Map<string, SignedInState>();
const STATE_MAX_AGE_MS = 20 * 60_000;

/**
 * The user the token signs in, or null once the server no longer takes it (a password change, a
 * sign-out, a deactivation).
 */
async function userOf(page: Page, token: string): Promise<{ language: string } | null> {
  const res = await page.request.get('/api/v1/user', { headers: { authorization: `Bearer ${token}` } });
  return res.ok() ? ((await res.json()) as { data: { language: string } }).data : null;
}

/**
 * Puts the page's browser context in `email`'s signed-in state, for journeys that sign in only to get
 * somewhere (the sign-in screens have journeys of their own). The first call of a worker, and any
 * after the state's token was revoked, signs in through the screens on this page; later calls set
 * the saved state (about 3 s less each). Where the page is afterwards differs: open the screen next.
 * The user's language is English again: the server keeps the switcher's choice (ADR 32), and a
 * journey that failed before switching back would otherwise leave every later one in French.
 */
export async function signedIn(page: Page, email: string, company = 'demo'): Promise<void> {
  const key = `${company} ${email}`;
  let saved = personas.get(key);
  let user = saved && Date.now() - saved.takenAt < STATE_MAX_AGE_MS ? await userOf(page, saved.token) : null;
  if (saved && user) await page.context().setStorageState(saved.state);
  else {
    // Signed out of whatever the context held, so the state taken is this persona's alone.
    await page.context().setStorageState({ cookies: [], origins: [] });
    await signInFromStart(page, email, company);
    const state = await page.context().storageState();
    const token = state.origins.flatMap((o) => o.localStorage).find((item) => item.name === 'token')?.value;
    if (!token) throw new Error(`signing in as ${email} stored no token`);
    saved = { state, token, takenAt: Date.now() };
    personas.set(key, saved);
    user = await userOf(page, token);
  }
  if (user && user.language !== 'en') {
    const res = await page.request.put('/api/v1/user/language', {
      headers: { authorization: `Bearer ${saved.token}` },
      data: { language: 'en' },
    });
    expect(res.ok(), await res.text()).toBe(true);
  }
}

/** A password grant through the API (test setup and clean-up only): the access token, or null if refused. */
export async function passwordToken(
  request: APIRequestContext,
  email: string,
  password: string,
  company = 'demo',
): Promise<string | null> {
  const config = (await (await request.get('/api/v1/client-config')).json()) as {
    data: { client_id: number; client_secret: string };
  };
  const res = await request.post('/api/v1/auth/login', {
    data: {
      client_id: config.data.client_id,
      client_secret: config.data.client_secret,
      grant_type: 'password',
      username: email,
      password,
      company_id: company,
    },
  });
  return res.ok() ? ((await res.json()) as { access_token: string }).access_token : null;
}

/**
 * Puts a demo user's password back after a journey that changed it to `changed`, whether the journey
 * got to its own last step or failed before it: the later journeys of the lane sign in with the demo
 * password, so one failure must not become many.
 */
export async function restoreDemoPassword(request: APIRequestContext, email: string, changed: string) {
  // The demo password first: a refused sign-in counts towards the account's lockout.
  if (await passwordToken(request, email, DEMO_PASSWORD)) return;
  const token = await passwordToken(request, email, changed);
  if (!token) return;
  const res = await request.post('/api/v1/user/change-password', {
    headers: { authorization: `Bearer ${token}` },
    data: { current_password: changed, new_password: DEMO_PASSWORD },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/**
 * The e2e server's data directory, from the file server.mjs wrote it to: E2E_DATA_DIR_FILE when the
 * run names one (a second run beside another, a shard), e2e/.data-dir otherwise.
 */
export function serverDataDir(): string {
  const file = process.env.E2E_DATA_DIR_FILE ?? path.resolve(import.meta.dirname, '../.data-dir');
  return readFileSync(file, 'utf8').trim();
}

interface OutboxMail {
  to: string;
  link: string | null;
  text: string;
}

/** The mails to an address, oldest first, from the dev outbox of the e2e server. */
function mailsTo(to: string): OutboxMail[] {
  const dir = path.join(serverDataDir(), 'mail-outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as OutboxMail)
    .filter((m) => m.to === to.toLowerCase());
}

/** How many mails an address has had so far: pass it to lastMailLink to wait for the next one. */
export function mailCount(to: string): number {
  return mailsTo(to).length;
}

/**
 * The first mail to `to` after the first `after` ones whose link's path matches `path`, waited for:
 * delivery is a background job (ADR 13), so the outbox file appears a moment after the screen says
 * it was sent. `path` matters for a demo user: an earlier journey's notification mail (a link to
 * /notifications/…) may land in between and must not be taken for it.
 */
export async function nextMail(
  to: string,
  after: number,
  path: RegExp = /./,
  timeoutMs = 15_000,
): Promise<OutboxMail & { link: string }> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const mail = mailsTo(to)
      .slice(after)
      .find(
        (m): m is OutboxMail & { link: string } => m.link !== null && path.test(new URL(m.link).pathname),
      );
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`no new mail with a link to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** The link of nextMail. */
export async function lastMailLink(
  to: string,
  after: number,
  path: RegExp = /./,
  timeoutMs = 15_000,
): Promise<string> {
  return (await nextMail(to, after, path, timeoutMs)).link;
}

/** Mailed links name the server's APP_URL; the browser opens the same path on the test server. */
export function pathOf(link: string): string {
  const u = new URL(link);
  return u.pathname + u.search;
}
