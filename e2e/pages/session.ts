import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Clockroom#2026';
const shots = path.resolve(import.meta.dirname, '../../test-results/screens');

/** Saves a full-page screenshot under test-results/screens for people to look at. */
export async function snap(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: path.join(shots, `${name}.png`), fullPage: true });
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

/**
 * The e2e server's data directory, from the file server.mjs wrote it to: E2E_DATA_DIR_FILE when the
 * run names one (a second run beside another, a shard), e2e/.data-dir otherwise.
 */
export function serverDataDir(): string {
  const file = process.env.E2E_DATA_DIR_FILE ?? path.resolve(import.meta.dirname, '../.data-dir');
  return readFileSync(file, 'utf8').trim();
}

/** The links of the mails to an address, oldest first, from the dev outbox of the e2e server. */
function mailLinksTo(to: string): (string | null)[] {
  const dir = path.join(serverDataDir(), 'mail-outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .sort()
    .map((f) => JSON.parse(readFileSync(path.join(dir, f), 'utf8')) as { to: string; link: string | null })
    .filter((m) => m.to === to.toLowerCase())
    .map((m) => m.link);
}

/** How many mails an address has had so far: pass it to lastMailLink to wait for the next one. */
export function mailCount(to: string): number {
  return mailLinksTo(to).length;
}

/**
 * The link of the first mail to `to` after the first `after` ones, waited for: delivery is a
 * background job (ADR 13), so the outbox file appears a moment after the screen says it was sent.
 */
export async function lastMailLink(to: string, after: number, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const link = mailLinksTo(to)
      .slice(after)
      .find((l) => l !== null);
    if (link) return link;
    if (Date.now() > deadline) throw new Error(`no new mail with a link to ${to}`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** Mailed links name the server's APP_URL; the browser opens the same path on the test server. */
export function pathOf(link: string): string {
  const u = new URL(link);
  return u.pathname + u.search;
}
