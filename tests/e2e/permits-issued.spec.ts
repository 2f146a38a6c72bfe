import { expect, test, type Page } from './support/test';
import { permitsMessages } from '@/lib/messages/permits';
import { expectAccessible, screenshot, signInToOrg } from './support/helpers';

const NORTHGATE = 'Northgate University Parking';

const toast = (page: Page, text: string) =>
  page.getByRole('status').filter({ hasText: text }).first();

/**
 * Screenshots at desktop (1280 px) and tablet (768 px) width, then back to desktop; long lists
 * are taken as the first screenful (`full` false).
 */
async function shoot(page: Page, name: string, full = true) {
  for (const [width, height] of [
    [1280, 900],
    [768, 1024],
  ]) {
    await page.setViewportSize({ width, height });
    if (full) await screenshot(page, `${name}-${width}`);
    else await page.screenshot({ path: `test-results/screenshots/${name}-${width}.png` });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

type Mail = { to: string; subject: string; text: string };

async function mailsTo(page: Page, email: string): Promise<Mail[]> {
  const res = await page.request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(email)}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { mails: Mail[] }).mails;
}

test.describe('approvals and issued permits', () => {
  test('approve and reject with a message, the e-mail in the outbox', async ({ page }) => {
    test.slow();
    await signInToOrg(page, 'admin@demo.test', NORTHGATE);
    await page.goto('/permits/approvals');
    const heading = page.getByRole('heading', { level: 1, name: /^Approvals \((\d+)\)$/ });
    await expect(heading).toBeVisible();
    const before = Number(/\((\d+)\)/.exec((await heading.textContent()) ?? '')?.[1]);
    const table = page.getByRole('table', { name: 'Permit requests waiting for approval' });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Status',
      'Permit ID',
      'Permit',
      'View',
      'Amount',
      'Request',
      'License plate',
      'Vehicle',
      'Date requested',
      'Approve',
      'Reject',
    ]);
    await expectAccessible(page, '/permits/approvals');
    await shoot(page, 'permits-approvals', false);

    // Approve the first request with a message.
    const first = table.getByRole('row').nth(1);
    const firstEmail = (await first
      .getByRole('cell')
      .nth(5)
      .locator('div div')
      .last()
      .textContent())!;
    const firstId = (await first.getByRole('cell').nth(1).textContent())!;
    await first.getByRole('button', { name: `Approve ${firstId}` }).click();
    const approve = page.getByRole('dialog', { name: 'Approve permit' });
    await approve.getByLabel('Message (optional)').fill('Welcome aboard, see you on campus.');
    await expectAccessible(page, 'the Approve dialog');
    await screenshot(page, 'permits-approve-dialog');
    await approve.getByRole('button', { name: 'Approve' }).click();
    await expect(toast(page, permitsMessages.permitStatusUpdated)).toBeVisible();
    await expect(table.getByRole('button', { name: `Approve ${firstId}` })).toHaveCount(0);
    await expect(heading).toHaveText(`Approvals (${before - 1})`);
    const approved = (await mailsTo(page, firstEmail)).filter((m) => m.text.includes(firstId));
    expect(approved).toHaveLength(1);
    expect(approved[0].subject).toBe('Your permit request was approved');
    expect(approved[0].text).toContain('Welcome aboard, see you on campus.');

    // Reject the next one with a message.
    const next = table.getByRole('row').nth(1);
    const nextEmail = (await next
      .getByRole('cell')
      .nth(5)
      .locator('div div')
      .last()
      .textContent())!;
    const nextId = (await next.getByRole('cell').nth(1).textContent())!;
    await next.getByRole('button', { name: `Reject ${nextId}` }).click();
    const reject = page.getByRole('dialog', { name: 'Reject permit' });
    await reject.getByLabel('Message (optional)').fill('Proof of registration is missing.');
    await reject.getByRole('button', { name: 'Reject' }).click();
    await expect(toast(page, permitsMessages.permitStatusUpdated)).toBeVisible();
    await expect(heading).toHaveText(`Approvals (${before - 2})`);
    const rejected = (await mailsTo(page, nextEmail)).filter((m) => m.text.includes(nextId));
    expect(rejected).toHaveLength(1);
    expect(rejected[0].subject).toBe('Your permit request was rejected');
    expect(rejected[0].text).toContain('Proof of registration is missing.');

    // The detail of a request.
    const third = table.getByRole('row').nth(1);
    const thirdId = (await third.getByRole('cell').nth(1).textContent())!;
    await third.getByRole('link', { name: `View the request ${thirdId}` }).click();
    await expect(page).toHaveURL(/\/permits\/approvals\/[0-9a-f-]{36}\/issued\/[0-9a-f-]{36}$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(thirdId);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Waiting for approval');
    await expect(page.getByRole('button', { name: 'Approve' })).toBeVisible();
    await expectAccessible(page, 'the approval detail');
    await shoot(page, 'permits-approval-detail');
  });

  test('issued permits: pages, holder search, status, vehicle and dates', async ({ page }) => {
    test.slow();
    await signInToOrg(page, 'admin@demo.test', NORTHGATE);
    await page.goto('/permits/issued');
    await expect(page.getByRole('heading', { level: 1, name: 'Issued permits' })).toBeVisible();
    const table = page.getByRole('table', { name: 'Issued permits' });
    await expect(table.getByRole('row')).toHaveCount(101);
    await expect(page.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await expectAccessible(page, '/permits/issued');
    await shoot(page, 'permits-issued', false);

    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/permits\/issued\?page=1$/);
    await expect(page.getByText('Page 2')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Previous' })).toBeEnabled();

    // The holder search is upper-cased; an empty search reloads the list.
    const holder = (await table
      .getByRole('row')
      .nth(1)
      .getByRole('cell')
      .nth(4)
      .locator('div div')
      .first()
      .textContent())!;
    await page.getByLabel('Search for a permit holder').fill(holder.toLowerCase());
    await expect(page.getByLabel('Search for a permit holder')).toHaveValue(holder.toUpperCase());
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/search=/);
    const found = page.getByRole('table', {
      name: `Issued permits matching ${holder.toUpperCase()}`,
    });
    await expect(found.getByRole('row').nth(1)).toContainText(holder);
    await page.getByLabel('Search for a permit holder').fill('');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page).toHaveURL(/\/permits\/issued$/);
    await expect(table.getByRole('row')).toHaveCount(101);

    // Open a permit that is not waiting (a Valid one).
    const valid = table.getByRole('row').filter({ hasText: 'Valid' }).first();
    const permitId = (await valid.getByRole('cell').nth(1).textContent())!;
    await valid.getByRole('link', { name: /^Permit / }).click();
    await expect(page).toHaveURL(/\/permits\/[0-9a-f-]{36}\/issued\/[0-9a-f-]{36}\?page=0$/);
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toContainText(permitId);
    await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Permit holder' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Vehicles' })).toBeVisible();
    await expect(page.getByText(permitsMessages.noImages)).toBeVisible();
    await expectAccessible(page, 'the issued permit detail');
    await shoot(page, 'permits-issued-detail');

    // Status: Save stays disabled until a status is chosen.
    await page.getByRole('button', { name: 'Change status' }).click();
    const status = page.getByRole('dialog', { name: 'Change permit status' });
    await expect(status.getByRole('button', { name: 'Save' })).toBeDisabled();
    await status.getByLabel('Expired').check();
    await expect(status.getByRole('button', { name: 'Save' })).toBeEnabled();
    await expectAccessible(page, 'the status dialog');
    await screenshot(page, 'permits-status-dialog');
    await status.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, permitsMessages.permitStatusUpdated)).toBeVisible();
    // Statuses are capitalised like every other label (issue 27 item 15: 'Expired', not 'expired').
    await expect(title).toContainText('Expired');

    // Vehicle: the colour changes, upper-cased.
    await page.getByRole('button', { name: 'Edit vehicle' }).click();
    const vehicle = page.getByRole('dialog', { name: 'Edit vehicle' });
    await expect(vehicle.getByLabel('Vehicle')).toBeEnabled();
    // Make and colour come from the same lists as Add vehicle.
    await vehicle.getByLabel('Color').selectOption('PURPLE');
    await expect(vehicle.getByLabel('Color')).toHaveValue('PURPLE');
    await expectAccessible(page, 'the vehicle dialog');
    await screenshot(page, 'permits-vehicle-dialog');
    await vehicle.getByRole('button', { name: 'Save vehicle' }).click();
    await expect(toast(page, 'The vehicle was saved.')).toBeVisible();
    await expect(
      page
        .getByRole('region', { name: 'Vehicles' })
        .or(page.locator('section', { hasText: 'Primary' }))
        .first(),
    ).toContainText('PURPLE');

    // Dates: an expiry before the start is refused in the dialog; then saved.
    await page.getByRole('button', { name: 'Edit dates' }).click();
    const dates = page.getByRole('dialog', { name: 'Edit start and expiry' });
    await dates.getByLabel('Starts at').fill('2026-12-01T08:00');
    await dates.getByLabel('Expires at').fill('2026-11-01T08:00');
    await dates.getByRole('button', { name: 'Save' }).click();
    await expect(dates.getByText('The expiry must be after the start.')).toBeVisible();
    await dates.getByLabel('Expires at').fill('2027-12-01T08:00');
    await expectAccessible(page, 'the dates dialog');
    await dates.getByRole('button', { name: 'Save' }).click();
    await expect(toast(page, 'The start and expiry were saved.')).toBeVisible();
    await expect(page.getByText('Dec 01, 2026 8:00 AM')).toBeVisible();
    await expect(page.getByText('Dec 01, 2027 8:00 AM')).toBeVisible();
  });
});
