import { readFileSync } from 'node:fs';
import { parse } from 'csv-parse/sync';
import { strFromU8, unzipSync } from 'fflate';
import { expect, test } from './support/test';
import { expectAccessible, screenshot, signInToOrg } from './support/helpers';

const NORTHGATE = 'Northgate University Parking';
/** The demo plate with a permit, sessions, a citation under appeal and scans. */
const PLATE = 'VRT3600';
const HOLDER = 'jordan.avery@example.edu';

const csvOf = (files: Record<string, Uint8Array>, name: string) =>
  parse(strFromU8(files[name]), { columns: true }) as Record<string, string>[];

test.describe('Data requests', () => {
  test('a super administrator sees what is held about a plate and downloads it', async ({
    page,
  }) => {
    await signInToOrg(page, 'super@demo.test', NORTHGATE);
    await page.getByRole('link', { name: 'Settings' }).first().click();
    await page.getByRole('link', { name: 'Data Requests' }).click();
    await expect(page).toHaveURL(/\/data-requests$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Data Requests' })).toBeVisible();

    // Nothing typed: the form says so before asking.
    await page.getByRole('button', { name: 'Find records' }).click();
    await expect(page.getByText('Please enter a plate.')).toBeVisible();

    await page.getByRole('textbox', { name: 'Plate' }).fill('vrt-3600');
    await page.getByRole('button', { name: 'Find records' }).click();
    const result = page.getByRole('region', {
      name: `What this organization holds about plate ${PLATE}`,
    });
    await expect(result).toBeVisible();
    const countOf = async (label: string) =>
      Number(
        (await result
          .getByRole('row', { name: new RegExp(`^${label} \\d`) })
          .getByRole('cell')
          .textContent())!.replace(/,/g, ''),
      );
    const shown = {
      scans: await countOf('Scans'),
      permits: await countOf('Permits'),
      sessions: await countOf('Meter sessions'),
      citations: await countOf('Citations'),
      appeals: await countOf('Appeals'),
    };
    expect(shown.scans).toBeGreaterThan(0);
    expect(shown).toMatchObject({ permits: 1, citations: 1, appeals: 1 });
    expect(shown.sessions).toBeGreaterThan(0);

    await expectAccessible(page, '/data-requests');
    for (const width of [1280, 768, 390]) {
      await page.setViewportSize({ width, height: 900 });
      await screenshot(page, `data-request-${width}`);
    }
    await page.setViewportSize({ width: 1366, height: 900 });

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      result.getByRole('link', { name: 'Download ZIP' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^data-request-${PLATE}-.*\\.zip$`));
    const files = unzipSync(new Uint8Array(readFileSync((await download.path())!)));
    const scans = csvOf(files, 'scans.csv');
    expect(scans).toHaveLength(shown.scans);
    expect(scans.every((r) => r.Plate === PLATE)).toBe(true);
    expect(csvOf(files, 'permits.csv').map((r) => r['Holder email'])).toEqual([HOLDER]);
    expect(csvOf(files, 'meter_sessions.csv')).toHaveLength(shown.sessions);
    expect(csvOf(files, 'citations.csv')).toHaveLength(1);
    expect(csvOf(files, 'appeals.csv')).toHaveLength(1);
    expect(strFromU8(files['README.txt'])).toContain(`Searched: the licence plate ${PLATE}.`);

    // The same person by e-mail: the holder's records.
    await page.getByRole('radio', { name: 'Customer email' }).check();
    await page.getByRole('textbox', { name: 'Customer email' }).fill('not-an-address');
    await page.getByRole('button', { name: 'Find records' }).click();
    await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
    await page.getByRole('textbox', { name: 'Customer email' }).fill(HOLDER);
    await page.getByRole('button', { name: 'Find records' }).click();
    const byEmail = page.getByRole('region', {
      name: `What this organization holds about ${HOLDER}`,
    });
    await expect(byEmail.getByRole('row', { name: 'Permit holders 1' })).toBeVisible();
    await expectAccessible(page, '/data-requests (e-mail)');
  });

  test('an administrator reads that only super administrators may', async ({ page }) => {
    await signInToOrg(page, 'admin@demo.test', NORTHGATE);
    await page.goto('/data-requests');
    await page.getByRole('textbox', { name: 'Plate' }).fill(PLATE);
    await page.getByRole('button', { name: 'Find records' }).click();
    await expect(
      page.getByText('Only super administrators of the organisation may answer data requests.'),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download ZIP' })).toHaveCount(0);
    await expectAccessible(page, '/data-requests (refused)');
    await screenshot(page, 'data-request-refused');
  });
});
