import { expect, test } from './support/test';
import { messages, trialBannerText, VERSION_LABEL } from '@/lib/messages';
import { expectAccessible, screenshot, signIn, signInToOrg } from './support/helpers';

test.describe('sign-in and landing', () => {
  test('the login screen explains every refusal with the spec texts', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible();
    await expectAccessible(page, '/login');
    await screenshot(page, 'login');

    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText(messages.loginFailed)).toBeVisible();

    await signIn(page, 'admin@demo.test', 'not-the-password');
    await expect(page.getByText(messages.loginFailed)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    await signIn(page, 'patrol@demo.test');
    await expect(page.getByText(messages.loginForbidden)).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });

  test('super administrator: both organisations, the frame, and the trial banner of Riverside', async ({
    page,
  }) => {
    await signIn(page, 'super@demo.test');
    await expect(page).toHaveURL(/\/orgs$/);
    await expect(
      page.getByRole('row', { name: 'Open Northgate University Parking' }),
    ).toBeVisible();
    await expect(page.getByRole('row', { name: 'Open Riverside City Enforcement' })).toBeVisible();
    // No tabs on /orgs.
    await expect(page.getByRole('navigation', { name: /main/i })).toHaveCount(0);
    await expectAccessible(page, '/orgs');
    await screenshot(page, 'orgs');

    await page.getByRole('row', { name: 'Open Northgate University Parking' }).click();
    await expect(page).toHaveURL(/\/overview$/);
    await expect(page.getByText('Welcome,')).toContainText('Northgate University Parking');
    for (const tab of [
      'Home',
      'LPR',
      'Parking Meters',
      'Permits',
      'Enforcement',
      'Reports',
      'Settings',
    ]) {
      await expect(page.getByRole('link', { name: tab, exact: true }).first()).toBeVisible();
    }
    await expect(page.getByRole('contentinfo')).toContainText(VERSION_LABEL);
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: /privacy/i }),
    ).toBeVisible();
    await expect(page.getByRole('contentinfo').getByRole('link', { name: /terms/i })).toBeVisible();
    // Northgate pays for seats: no trial banner.
    await expect(page.getByText(/free Trial Mode/)).toHaveCount(0);
    await expectAccessible(page, '/overview');
    await screenshot(page, 'frame-overview');

    // Switch to Riverside: a trial with 9 days left.
    await page.goto('/orgs');
    await page.getByRole('row', { name: 'Open Riverside City Enforcement' }).click();
    await expect(page).toHaveURL(/\/overview$/);
    await expect(page.getByText(trialBannerText(9))).toBeVisible();
    await screenshot(page, 'frame-trial-banner');
  });

  test('administrator lands on the overview of Northgate', async ({ page }) => {
    await signInToOrg(page, 'admin@demo.test', 'Northgate University Parking');
    await expect(page).toHaveURL(/\/overview$/);
    await expect(page.getByText('Welcome,')).toContainText('Northgate University Parking');
  });

  test('parking-only account sees only Parking Meters and Permits and lands on /meter/types', async ({
    page,
  }) => {
    await signIn(page, 'meters@demo.test');
    await expect(page).toHaveURL(/\/orgs$/);
    await expect(page.getByRole('columnheader', { name: 'Paid seats' })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: 'Scans' })).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: 'Members' })).toHaveCount(0);
    await page.getByRole('row', { name: 'Open Eastside Meters' }).click();
    await expect(page).toHaveURL(/\/meter\/types$/);
    await expect(
      page.getByRole('link', { name: 'Parking Meters', exact: true }).first(),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Permits', exact: true }).first()).toBeVisible();
    for (const hidden of ['Home', 'LPR', 'Enforcement', 'Reports', 'Settings']) {
      await expect(page.getByRole('link', { name: hidden, exact: true })).toHaveCount(0);
    }
    await expectAccessible(page, '/meter/types');
    await screenshot(page, 'meters-landing');
  });

  test('a user in no organisation creates a master organisation', async ({ page }) => {
    await signIn(page, 'noorg@demo.test');
    await expect(page).toHaveURL(/\/orgs\/create$/);
    await expectAccessible(page, '/orgs/create');
    await page.getByRole('button', { name: /create/i }).click();
    await expect(page.getByText(messages.orgNameRequired)).toBeVisible();
    await page.getByLabel(/name/i).fill('Quinn Parking Co');
    await page.getByRole('button', { name: /create/i }).click();
    await expect(page).toHaveURL(/\/orgs$/);
    await expect(page.getByRole('row', { name: 'Open Quinn Parking Co' })).toBeVisible();
  });

  test('an ended trial blocks with the dialog, and Dismiss logs out', async ({ page }) => {
    await signInToOrg(page, 'expired@demo.test', 'Harbor Lots');
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText(messages.trialEnded);
    await page.keyboard.press('Escape');
    await expect(dialog.getByRole('heading', { name: messages.trialEnded })).toBeVisible();
    await expectAccessible(page, 'trial-ended dialog');
    await screenshot(page, 'trial-ended');
    await dialog.getByRole('button', { name: 'Dismiss' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto('/overview');
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('session and redirects', () => {
  test('pages carry the security headers', async ({ request }) => {
    const res = await request.get('/login');
    const headers = res.headers();
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(headers['x-powered-by']).toBeUndefined();
  });

  test('without a session every screen goes to /login, a forged middleware header changes nothing', async ({
    page,
    request,
  }) => {
    for (const path of ['/overview', '/orgs', '/scans', '/no/such/page', '/']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    }
    const forged = await request.get('/overview', {
      maxRedirects: 0,
      headers: {
        'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware',
      },
    });
    expect(forged.status()).toBe(307);
    expect(forged.headers()['location']).toMatch(/\/login$/);
    const api = await request.get('/api/orgs', {
      headers: {
        'x-middleware-subrequest': 'middleware:middleware:middleware:middleware:middleware',
      },
    });
    expect(api.status()).toBe(401);
  });

  test('with a session: /login goes to /overview, unknown paths to /orgs, logout ends it', async ({
    page,
  }) => {
    await signInToOrg(page, 'admin@demo.test', 'Northgate University Parking');
    await expect(page).toHaveURL(/\/overview$/);
    await page.goto('/login');
    await expect(page).toHaveURL(/\/overview$/);
    await page.goto('/resetpassword/some-code');
    await expect(page).toHaveURL(/\/overview$/);
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/orgs$/);

    const cookies = await page.context().cookies();
    const session = cookies.find((c) => c.name === 'vert.session');
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe('Lax');
    expect(await page.evaluate(() => document.cookie)).not.toContain('vert.session');

    await page.goto('/overview');
    // The frame is server-rendered: a click before its script has hydrated opens nothing yet.
    await expect(async () => {
      await page.getByRole('button', { name: /user menu|account|Alex Morgan/i }).click();
      await expect(page.getByRole('menuitem', { name: 'Logout' })).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 30_000 });
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    expect((await page.context().cookies()).find((c) => c.name === 'vert.session')).toBeUndefined();
    await page.goto('/orgs');
    await expect(page).toHaveURL(/\/login$/);
  });
});
