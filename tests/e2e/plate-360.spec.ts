import { expect, test } from './support/test';
import { expectAccessible, screenshot, signInToOrg } from './support/helpers';

const NORTHGATE = 'Northgate University Parking';
/** The demo plate with a permit, a running session, a citation under appeal and scans. */
const PLATE = 'VRT3600';

test.describe('Plate 360', () => {
  test('the header search opens a plate with every section filled', async ({ page }) => {
    await signInToOrg(page, 'admin@demo.test', NORTHGATE);
    await expect(page).toHaveURL(/\/overview$/);

    // Typed loosely: lower case, a space and a dash; Enter searches.
    const search = page.getByRole('searchbox', { name: 'Find a plate' });
    await search.fill('vrt-36 00');
    await search.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/plates/${PLATE}$`));
    await expect(page.getByRole('heading', { level: 1, name: `Plate 360 ${PLATE}` })).toBeVisible();

    // Now: every card has something.
    const now = page.getByRole('region', { name: 'Now' });
    await expect(now.getByText('Allowed now: valid permit')).toBeVisible();
    for (const [card, empty] of [
      ['Permits', 'No valid permit.'],
      ['Meter session', 'No paid session running.'],
      ['Lists', 'On no allow, hot or time limit list.'],
      ['Citations due', 'Nothing due.'],
      ['Appeal', 'No appeal in progress.'],
    ]) {
      const section = now.getByRole('region', { name: card });
      await expect(section.getByRole('link').first()).toBeVisible();
      await expect(section.getByText(empty)).toHaveCount(0);
    }

    // The timeline: scans, the permit, the session and its time-add, the citation, the appeal.
    const timeline = page.getByRole('list', { name: `Timeline of ${PLATE}` });
    for (const label of [
      /^(Scan|Alert)$/,
      /^Permit issued$/,
      /^Permit changed$/,
      /^Meter session$/,
      /^Time added$/,
      /^Citation issued$/,
      /^Appeal submitted$/,
      /^Added to list$/,
    ]) {
      await expect(timeline.getByRole('link', { name: label }).first()).toBeVisible();
    }
    await expectAccessible(page, `/plates/${PLATE}`);
    await screenshot(page, 'plate-360');

    // The PDF downloads, named after the plate.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toBe(`plate-360-${PLATE}.pdf`);

    // A timeline entry opens its record: the citation's detail links back by its plate.
    await timeline.getByRole('link', { name: 'Citation issued' }).first().click();
    await expect(page).toHaveURL(/\/citations\/detail\/[0-9a-f-]+$/);
    await page.getByRole('link', { name: PLATE }).click();
    await expect(page).toHaveURL(new RegExp(`/plates/${PLATE}$`));
  });

  test('a plate with no records says so', async ({ page }) => {
    await signInToOrg(page, 'admin@demo.test', NORTHGATE);
    await expect(page).toHaveURL(/\/overview$/);
    await page.goto('/plates/NOPLATE9');
    await expect(page.getByText('There are no records for this plate.')).toBeVisible();
    await expectAccessible(page, '/plates/NOPLATE9');
  });
});
