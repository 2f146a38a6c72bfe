import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Parking@2026';

/** Fails on serious or critical accessibility violations of the screen as it is now. */
export async function expectAccessible(page: Page, context: string): Promise<void> {
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
  await page.getByRole('row', { name: `Open ${orgName}` }).click();
  // Choosing the organisation finishes with a navigation away from /orgs (home or /meter/types):
  // wait for it, or a following page.goto races it and lands back on /orgs.
  await page.waitForURL((url) => !url.pathname.startsWith('/orgs'));
}

export async function screenshot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: `test-results/screenshots/${name}.png`, fullPage: true });
}
