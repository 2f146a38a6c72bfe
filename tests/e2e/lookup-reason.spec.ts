import { expect, test, type Page } from './support/test';
import { expectAccessible, signInToOrg } from './support/helpers';

const NORTHGATE = 'Northgate University Parking';
const PLATE = 'VRT3600';
const SHOTS = process.env.LOOKUP_SHOTS;

/** Screenshots at the three widths (LOOKUP_SHOTS=<dir>), for the review. */
async function shoot(page: Page, name: string) {
  if (!SHOTS) return;
  for (const width of [1280, 768, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

/** Turns the requirement off through the BFF (the journeys share one demo database). */
async function requirementOff(page: Page, baseURL: string) {
  const res = await page.request.put('/api/privacy/lookups', {
    headers: { origin: new URL(baseURL).origin },
    data: { reasonRequired: false },
  });
  expect(res.ok()).toBe(true);
}

test.describe('Plate look-ups with a required reason (issue 30 item 2)', () => {
  test('a super administrator requires a reason; a look-up asks for one, runs with one', async ({
    page,
    baseURL,
  }) => {
    await signInToOrg(page, 'super@demo.test', NORTHGATE);
    await expect(page).toHaveURL(/\/overview$/);
    try {
      // Settings → Privacy: turn the requirement on.
      await page.goto('/team-management');
      await page
        .getByRole('navigation', { name: 'Settings pages' })
        .getByRole('link', { name: 'Privacy' })
        .click();
      await expect(page).toHaveURL(/\/privacy$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Privacy' })).toBeVisible();
      const required = page.getByLabel('Require a reason before a plate look-up');
      await expect(required).not.toBeChecked();
      await expectAccessible(page, '/privacy');
      await required.check();
      await page.getByRole('button', { name: 'Save the look-up rule' }).click();
      await expect(page.getByText('Saved.')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Save the look-up rule' })).toBeDisabled();
      await shoot(page, 'privacy');

      // The header search: the look-up is refused until a reason is given, in a dialog.
      const search = page.getByRole('searchbox', { name: 'Find a plate' });
      await search.fill('vrt 3600');
      await search.press('Enter');
      await expect(page).toHaveURL(new RegExp(`/plates/${PLATE}$`));
      const dialog = page.getByRole('dialog', { name: 'Why do you look up this plate?' });
      await expect(
        dialog.getByRole('heading', { name: 'Why do you look up this plate?' }),
      ).toBeVisible();
      await expect(page.getByText('Give a reason for this plate look-up.')).toBeVisible();
      await expect(page.getByRole('region', { name: 'Now' })).toHaveCount(0);
      await expectAccessible(page, `/plates/${PLATE} asking for a reason`);
      await shoot(page, 'lookup-reason-dialog');

      // Without a reason the form does not go: the choice is required; "Other" wants words.
      await dialog.getByRole('button', { name: 'Look up' }).click();
      await expect(page).toHaveURL(new RegExp(`/plates/${PLATE}$`));
      await dialog.getByLabel('Reason').selectOption('other');
      await dialog.getByRole('button', { name: 'Look up' }).click();
      await expect(page).toHaveURL(new RegExp(`/plates/${PLATE}$`));
      await expect(page.getByRole('region', { name: 'Now' })).toHaveCount(0);

      // With one it runs.
      await dialog.getByLabel('In a few words').fill('Owner disputes a tow');
      await dialog.getByRole('button', { name: 'Look up' }).click();
      await expect(page).toHaveURL(/reason=other&reasonText=Owner\+disputes\+a\+tow$/);
      await expect(
        page.getByRole('heading', { level: 1, name: `Plate 360 ${PLATE}` }),
      ).toBeVisible();
      await expect(page.getByRole('region', { name: 'Now' })).toBeVisible();
      await expect(dialog).toHaveCount(0);

      // A look-up opened without a reason offers the last reason again.
      await page.goto(`/plates/${PLATE}`);
      await expect(dialog.getByLabel('Reason')).toHaveValue('other');
      await expect(dialog.getByLabel('In a few words')).toHaveValue('Owner disputes a tow');

      // The scans search by plate is a look-up too: it asks, then runs with the reason.
      await page.goto(`/scans?q=${PLATE}`);
      await expect(dialog.getByLabel('Reason')).toHaveValue('other');
      await dialog.getByLabel('Reason').selectOption('patrol');
      await dialog.getByRole('button', { name: 'Look up' }).click();
      await expect(page).toHaveURL(new RegExp(`/scans\\?(?=.*q=${PLATE})(?=.*reason=patrol)`));
      await expect(page.getByText(`Results for plates starting with ${PLATE}`)).toBeVisible();
      await expect(dialog).toHaveCount(0);

      // So is a plate's scan history: opened bare it asks; with the reason it shows the scans.
      await page.goto(`/report/plate/${PLATE}`);
      await expect(dialog.getByLabel('Reason')).toHaveValue('patrol');
      await dialog.getByRole('button', { name: 'Look up' }).click();
      await expect(page).toHaveURL(
        new RegExp(`/report/plate/${PLATE}\\?reason=patrol(&reasonText=)?$`),
      );
      await expect(page.getByRole('table', { name: `Scans of plate ${PLATE}` })).toBeVisible();
      await expect(dialog).toHaveCount(0);

      // Turn it off again: the look-up runs without a reason.
      await page.goto('/privacy');
      await required.uncheck();
      await page.getByRole('button', { name: 'Save the look-up rule' }).click();
      await expect(page.getByText('Saved.')).toBeVisible();
      await page.goto(`/plates/${PLATE}`);
      await expect(page.getByRole('region', { name: 'Now' })).toBeVisible();
      await expect(dialog).toHaveCount(0);
    } finally {
      await requirementOff(page, baseURL!);
    }
  });
});
