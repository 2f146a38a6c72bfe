import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Parking@2026';

/** Fails on serious or critical accessibility violations of the screen as it is now. */
export async function expectAccessible(page: Page, context: string): Promise<void> {
  // Next streams a page's metadata: after a client-side navigation (a server action's redirect)
  // the new title arrives a moment after the content. Every page has one; wait for it.
  await expect(page, `the title of ${context}`).toHaveTitle(/\S/);
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = bad.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe on ${context}`).toEqual([]);
}

export async function signIn(page: Page, email: string, password = DEMO_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Signs in and opens the organisation with this name from /orgs. */
export async function signInToOrg(page: Page, email: string, orgName: string): Promise<void> {
  await signIn(page, email);
  await expect(page).toHaveURL(/\/orgs$/);
  await chooseOrg(page, orgName);
}

/**
 * Clicks an organisation's row on /orgs until the navigation away from /orgs starts. The rows are
 * server-rendered and choosing is a POST made by the screen's script, so a click that lands before
 * hydration does nothing (issue 11 notes /orgs rows are not links yet); then it is clicked again.
 * Choosing finishes with a navigation (home or /meter/types): wait for it, or a following
 * page.goto races it and lands back on /orgs.
 */
export async function chooseOrg(page: Page, orgName: string): Promise<void> {
  await expect(async () => {
    await page.getByRole('row', { name: `Open ${orgName}` }).click({ timeout: 5_000 });
    await page.waitForURL((url) => !url.pathname.startsWith('/orgs'), { timeout: 5_000 });
  }).toPass({ timeout: 45_000 });
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });
}
