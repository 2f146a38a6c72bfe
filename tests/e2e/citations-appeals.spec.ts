import type { AppealListResponse, AppealRow } from '@/lib/contract/citations/bff';
import { expect, test, type Page } from './support/test';
import { expectAccessible, screenshot, signInToOrg } from './support/helpers';
import { PLATE_360_DEMO } from '@/provider/seed/plates';

/**
 * Appeals in the dashboard (spec 3 §2, §4, §5, §8): the list with its filters and the
 * notification e-mail; approve, reject, message and close on the detail, each e-mail read from
 * the outbox; the e-mail-missing dialog and the return to the list on a failed action.
 */
const NORTHGATE = 'Northgate University Parking';
const NOTIF = 'appeals.desk@northgate.example';

async function mailsTo(page: Page, to: string): Promise<Array<{ subject: string; text: string }>> {
  const res = await page.request.get(`/api/v1/dev/outbox?to=${encodeURIComponent(to)}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { mails: Array<{ subject: string; text: string }> }).mails;
}

/**
 * The appeals waiting for review, but the Plate 360 demo plate's: the Plate 360 journey, which
 * shares the demo database, expects it still waiting (its notice due, its appeal in progress).
 */
async function needingReview(page: Page): Promise<AppealRow[]> {
  const res = await page.request.get('/api/citations/appeals?status=Needs%20Review');
  expect(res.ok()).toBe(true);
  const { appeals } = (await res.json()) as AppealListResponse;
  return appeals.filter((appeal) => appeal.plate !== PLATE_360_DEMO);
}

async function openDetail(page: Page, appeal: AppealRow) {
  await page.goto(`/citations/appeals/detail/${appeal.citationUUID}`);
  await expect(
    page.getByRole('heading', { name: `Appeal of citation #${appeal.citationNumber}` }),
  ).toBeVisible();
}

test('appeals: notification e-mail, approve, reject, message, close, failures', async ({
  page,
}) => {
  await signInToOrg(page, 'admin@demo.test', NORTHGATE);
  await page.goto('/citations/appeals');
  await expect(page.getByRole('heading', { name: /^Appeals/ })).toBeVisible();
  await expectAccessible(page, 'appeals list');
  await screenshot(page, 'citations-appeals-list');
  await page.setViewportSize({ width: 768, height: 1024 });
  await screenshot(page, 'citations-appeals-list-768');
  await page.setViewportSize({ width: 1366, height: 900 });

  // The notification e-mail: a valid address, otherwise a field error.
  const field = page.getByRole('textbox', { name: 'Notification email' });
  await field.fill('not-an-email');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Please enter a valid email address.')).toBeVisible();
  await field.fill(NOTIF);
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(page.getByText('Notifcation email has been set.')).toBeVisible();

  // Filters: status All shows responded appeals too; a row's notice opens in a new tab.
  await page.getByLabel('Status').selectOption('All');
  await expect(page).toHaveURL(/status=All/);
  const firstLink = page.getByRole('table').getByRole('link').first();
  await expect(firstLink).toHaveAttribute('target', '_blank');
  await page.getByLabel('Status').selectOption('Needs Review');
  await expect(page).not.toHaveURL(/status=/);

  const open = await needingReview(page);
  expect(open.length).toBeGreaterThanOrEqual(4);
  const [approveMe, rejectMe, messageMe, closeMe] = open;

  // Approve with a message: the citation is void, one e-mail with the notification e-mail.
  await openDetail(page, approveMe);
  await expect(page.getByRole('link', { name: 'View original citation' })).toHaveAttribute(
    'href',
    `/citations/detail/${approveMe.citationUUID}`,
  );
  await expectAccessible(page, 'appeal detail');
  await screenshot(page, 'citations-appeal-detail');
  await page.setViewportSize({ width: 768, height: 1024 });
  await screenshot(page, 'citations-appeal-detail-768');
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.getByRole('button', { name: 'Approve' }).click();
  const approveDialog = page.getByRole('dialog', { name: 'Approve appeal' });
  await approveDialog.getByLabel('Message (optional)').fill('The meter was out of order.');
  await expectAccessible(page, 'approve dialog');
  await approveDialog.getByRole('button', { name: 'Approve' }).click();
  await expect(page.getByText(/The appeal was approved/)).toBeVisible();
  await expect(page.getByTestId('appeal-status')).toHaveText('Approved');
  await expect(page.getByRole('group', { name: 'Appeal actions' })).toHaveCount(0);
  await expect(page.getByRole('cell', { name: 'Void', exact: true })).toBeVisible();
  const approved = await mailsTo(page, approveMe.email);
  expect(approved.at(-1)?.subject).toBe(
    `Your appeal of notice #${approveMe.citationNumber} was approved`,
  );
  expect(approved.at(-1)?.text).toContain(NOTIF);

  // Reject without a message (sent as none).
  await openDetail(page, rejectMe);
  await page.getByRole('button', { name: 'Reject' }).click();
  await page
    .getByRole('dialog', { name: 'Reject appeal' })
    .getByRole('button', { name: 'Reject' })
    .click();
  await expect(page.getByTestId('appeal-status')).toHaveText('Rejected');
  expect((await mailsTo(page, rejectMe.email)).at(-1)?.subject).toBe(
    `Your appeal of notice #${rejectMe.citationNumber} was rejected`,
  );

  // A message needs text; it is e-mailed and the appeal stays open.
  await openDetail(page, messageMe);
  const before = (await mailsTo(page, messageMe.email)).length;
  await page.getByRole('button', { name: 'Send message' }).click();
  const messageDialog = page.getByRole('dialog', { name: 'Send message' });
  await messageDialog.getByLabel('Message').fill('   ');
  await messageDialog.getByRole('button', { name: 'Send' }).click();
  await expect(messageDialog.getByText('Please enter a message.')).toBeVisible();
  await messageDialog.getByLabel('Message').fill('Please send a photo of the meter.');
  await messageDialog.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByText('Your message was emailed to the appellant.')).toBeVisible();
  await expect(page.getByTestId('appeal-status')).toHaveText('Needs Review');
  const messages = await mailsTo(page, messageMe.email);
  expect(messages).toHaveLength(before + 1);
  expect(messages.at(-1)?.text).toContain('Please send a photo of the meter.');

  // Without a notification e-mail the provider refuses: the dialog explains it.
  await page.route(`**/api/citations/appeals/detail/${messageMe.citationUUID}/message`, (route) =>
    route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({
        error: {
          code: 'APPEAL_EMAIL_MISSING',
          message: 'Please setup your notification email in the Violation Appeals section.',
        },
      }),
    }),
  );
  await page.getByRole('button', { name: 'Send message' }).click();
  await page.getByRole('dialog', { name: 'Send message' }).getByLabel('Message').fill('Hello');
  await page
    .getByRole('dialog', { name: 'Send message' })
    .getByRole('button', { name: 'Send' })
    .click();
  const missing = page.getByRole('dialog', { name: 'Notification email needed' });
  await expect(
    missing.getByText('Please setup your notification email in the Violation Appeals section.'),
  ).toBeVisible();
  await expectAccessible(page, 'notification e-mail missing dialog');
  await missing.getByRole('button', { name: 'OK' }).click();
  await page.unroute(`**/api/citations/appeals/detail/${messageMe.citationUUID}/message`);

  // Close: 'Responded', no e-mail.
  await openDetail(page, closeMe);
  const closeBefore = (await mailsTo(page, closeMe.email)).length;
  await page.getByRole('button', { name: 'Close appeal' }).click();
  await page
    .getByRole('dialog', { name: 'Close appeal' })
    .getByRole('button', { name: 'Close appeal' })
    .click();
  await expect(page.getByTestId('appeal-status')).toHaveText('Responded');
  expect(await mailsTo(page, closeMe.email)).toHaveLength(closeBefore);

  // A failed action (here: someone else answered first) returns the user to the appeals list.
  await openDetail(page, messageMe);
  await page.route(`**/api/citations/appeals/detail/${messageMe.citationUUID}/close`, (route) =>
    route.fulfill({
      status: 409,
      contentType: 'application/json',
      body: JSON.stringify({
        error: {
          code: 'APPEAL_ALREADY_RESPONDED',
          message:
            'This appeal was already responded to by someone else. Reload to see its status.',
        },
      }),
    }),
  );
  await page.getByRole('button', { name: 'Close appeal' }).click();
  await page
    .getByRole('dialog', { name: 'Close appeal' })
    .getByRole('button', { name: 'Close appeal' })
    .click();
  await expect(page).toHaveURL(/\/citations\/appeals$/);
});
