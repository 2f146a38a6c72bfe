import { expect, test } from './support/test';
import { lookalikeVariant } from '@/provider/seed/lpr/lookalike-scan';
import { northgateFleet } from '@/provider/seed/world/northgate-fleet';
import { expectAccessible, screenshot, signInToOrg } from './support/helpers';

const NORTHGATE = 'Northgate University Parking';
const STOLEN = 'Stolen Vehicles (Campus PD)';

/** The demo's near match: a stolen car read with one look-alike character wrong (the seed's). */
const NEAR_PLATE = northgateFleet()
  .stolen.map((car) => lookalikeVariant(car.plate))
  .find((plate) => plate !== null)!;

test.describe('look-alike characters (issue 29 item 3)', () => {
  test('a near-match alert raised by a look-alike plate shows why', async ({ page }) => {
    await signInToOrg(page, 'admin@demo.test', NORTHGATE);
    await expect(page).toHaveURL(/\/overview$/);

    // The alert of the look-alike plate carries the near-match marker in the alerts list.
    await page.goto(`/alerts?q=${NEAR_PLATE}`);
    const table = page.getByRole('table', { name: 'Alerts' });
    const row = table.getByRole('row', { name: /^Open alert / }).filter({ hasText: NEAR_PLATE });
    await expect(row).toHaveCount(1);
    await expect(row.getByText('Hotlist match')).toBeVisible();
    await expect(row.getByText('Near match', { exact: true })).toBeVisible();
    await expectAccessible(page, '/alerts with a near match');
    await screenshot(page, 'near-match-alerts');

    // Its detail says which list plate it matched, on which list, and why.
    await row.click();
    await expect(page).toHaveURL(/\/scans\/[0-9a-f-]{36}\?from=alerts$/);
    const why = page.getByText(
      new RegExp(`^Matched [A-Z0-9]+ on ${STOLEN.replace(/[()]/g, '\\$&')}: . read as .$`),
    );
    await expect(why).toBeVisible();
    const text = await why.innerText();
    const [, listPlate, read, listed] = /^Matched ([A-Z0-9]+) on .*: (.) read as (.)$/.exec(text)!;
    expect(northgateFleet().stolen.map((c) => c.plate)).toContain(listPlate);
    expect(NEAR_PLATE.replace(read, listed)).toBe(listPlate);
    await expect(page.getByText('Near match', { exact: true }).first()).toBeVisible();
    await expectAccessible(page, 'near-match alert detail');
    await screenshot(page, 'near-match-detail');

    // Plate 360 of the list plate offers the look-alike plate read by the camera, and leads to it.
    await page.goto(`/plates/${listPlate}`);
    const nearMatches = page.getByRole('region', { name: 'Plates that look alike' });
    const offered = nearMatches.getByRole('link', { name: NEAR_PLATE, exact: true });
    await expect(offered).toBeVisible();
    await expect(nearMatches.getByText(`${read} read as ${listed} · scanned`)).toBeVisible();
    await expectAccessible(page, 'Plate 360 with near matches');
    await screenshot(page, 'near-match-plate-360');
    await offered.click();
    await expect(page).toHaveURL(new RegExp(`/plates/${NEAR_PLATE}$`));
    await expect(page.getByRole('heading', { level: 1 })).toContainText(NEAR_PLATE);

    // The hot list has "Also match look-alike characters" on (the demo's setting).
    await page.goto('/lists');
    await page.getByRole('row', { name: `Open ${STOLEN}` }).click();
    await expect(page.getByRole('heading', { level: 1, name: STOLEN })).toBeVisible();
    await page.getByRole('button', { name: 'Options' }).click();
    await page.getByRole('menuitem', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit list' });
    const setting = edit.getByRole('checkbox', { name: 'Also match look-alike characters' });
    await expect(setting).toBeChecked();
    await expectAccessible(page, 'Edit list dialog');
    await screenshot(page, 'near-match-edit-list');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await expect(edit).toBeHidden();
  });
});
