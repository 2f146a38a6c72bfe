import { expect, test } from './support/test';
import { messages } from '@/lib/messages';
import { expectAccessible, screenshot, signIn } from './support/helpers';

// A patrol member of the demo: a correct password shows the 403 text, a wrong one the credentials text.
const ACCOUNT = 'dana.whitfield@demo.test';
const NEW_PASSWORD = 'Dana@Park2027';

test('reset password end to end with the code from the outbox', async ({ page, request }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(ACCOUNT);
  await expectAccessible(page, 'forgot-password dialog');
  await dialog.getByRole('button', { name: /send/i }).click();
  await expect(dialog).toContainText(messages.forgotPassword);
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();

  const outbox = await request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(ACCOUNT)}`);
  expect(outbox.ok()).toBe(true);
  const { mails } = (await outbox.json()) as { mails: Array<{ text: string }> };
  const code = /resetpassword\/([A-Za-z0-9_-]+)/.exec(mails[0]?.text ?? '')?.[1];
  expect(code).toBeTruthy();

  await page.goto(`/resetpassword/${code}`);
  await expectAccessible(page, '/resetpassword');
  await screenshot(page, 'reset-password');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText(messages.resetEmpty)).toBeVisible();

  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Repeat password', { exact: true }).fill('Different@2027');
  await page.getByRole('button', { name: 'Save password' }).click();
  await expect(page.getByText(messages.resetMismatch)).toBeVisible();

  await page.getByLabel('Repeat password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Save password' }).click();
  const success = page.getByRole('alertdialog');
  await expect(success).toContainText(messages.resetSuccess);
  await screenshot(page, 'reset-password-success');
  await success.getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login$/);

  await signIn(page, ACCOUNT, 'Parking@2026');
  await expect(page.getByText(messages.loginFailed)).toBeVisible();
  await signIn(page, ACCOUNT, NEW_PASSWORD);
  await expect(page.getByText(messages.loginForbidden)).toBeVisible();
});
