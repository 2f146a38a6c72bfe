import { expect, test } from './support/test';
import { messages } from '@/lib/messages';
import { expectAccessible, screenshot, signInToOrg } from './support/helpers';

const NORTHGATE = 'Northgate University Parking';

test.describe('digital chalking rules', () => {
  test('list, add a rule, save, too large, remove, delete', async ({ page }) => {
    await signInToOrg(page, 'admin@demo.test', NORTHGATE);
    await expect(page).toHaveURL(/\/overview$/);
    await page.goto('/timelimit');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Digital Chalking Rules' }),
    ).toBeVisible();
    const visitor = page.getByRole('row', { name: 'Open Visitor 2 Hour Zone' });
    await expect(visitor).toContainText('2 HR');
    await expect(page.getByRole('row', { name: 'Open Loading Dock 30 Min' })).toContainText(
      '30 MIN',
    );
    // CREATED ON with the time, 'MMM DD, YYYY h:mm A' (issue 18 item 12).
    await expect(visitor).toContainText(/[A-Z][a-z]{2} \d{2}, \d{4} \d{1,2}:\d{2} [AP]M/);
    await expectAccessible(page, '/timelimit');
    await screenshot(page, 'timelimit-list');

    const name = `E2E rule ${Date.now()}`;
    await page.getByRole('button', { name: 'Add rule' }).click();
    await page.getByLabel('Rule name').fill(name);
    await page.getByRole('dialog').getByRole('button', { name: 'Add rule' }).click();
    await expect(page).toHaveURL(/\/timelimit\/[0-9a-f-]{36}\/rule$/);
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Max 72HR/ })).toBeVisible();
    const tabs = page.getByRole('navigation', { name: 'Rule sections' });
    await expect(tabs.getByRole('link', { name: 'Rule' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: 'Plates' })).toHaveAttribute(
      'href',
      /\/timelimit\/[0-9a-f-]{36}\/plates$/,
    );

    const hours = page.getByRole('spinbutton', { name: 'Hours' });
    const minutes = page.getByRole('spinbutton', { name: 'Minutes' });
    await hours.fill('1');
    await minutes.fill('30');
    await page.getByRole('button', { name: 'Save & Activate time limit' }).click();
    const updated = page.getByText(messages.timeLimitUpdated, { exact: true });
    await expect(updated).toBeVisible();
    await expect(page.getByText('Current time limit: 2 HR.', { exact: false })).toBeVisible();
    await expectAccessible(page, '/timelimit/{uuid}/rule');
    await screenshot(page, 'timelimit-rule-saved');
    await expect(updated).toBeHidden({ timeout: 4000 });

    await hours.fill('72');
    await minutes.fill('1');
    await page.getByRole('button', { name: 'Save & Activate time limit' }).click();
    await expect(page.getByText(messages.timeLimitTooLarge, { exact: true })).toBeVisible();
    await screenshot(page, 'timelimit-rule-too-large');

    await page.getByRole('button', { name: 'Remove time limit' }).click();
    await expect(page.getByText(/Current time limit: NONE/)).toBeVisible();
    await expect(hours).toHaveValue('0');
    await expect(minutes).toHaveValue('0');

    await page.goto('/timelimit');
    await expect(page.getByRole('row', { name: `Open ${name}` })).toContainText('NONE');
    await page.getByRole('row', { name: `Open ${name}` }).click();
    await page.getByRole('button', { name: 'Delete rule' }).click();
    await screenshot(page, 'timelimit-delete-confirm');
    await page.getByRole('dialog').getByRole('button', { name: 'Delete rule' }).click();
    await expect(page).toHaveURL(/\/timelimit$/);
    await expect(page.getByRole('row', { name: `Open ${name}` })).toHaveCount(0);
  });

  test('sentinel cameras notice', async ({ page }) => {
    await signInToOrg(page, 'admin@demo.test', NORTHGATE);
    await expect(page).toHaveURL(/\/overview$/);
    await page.goto('/sentinel-cameras');
    await expect(
      page.getByRole('heading', { name: 'Sentinel cameras are invite-only' }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'sales@vertparking.com' })).toHaveAttribute(
      'href',
      /^mailto:sales@vertparking\.com/,
    );
    await expectAccessible(page, '/sentinel-cameras');
    await screenshot(page, 'sentinel-cameras');
  });
});
