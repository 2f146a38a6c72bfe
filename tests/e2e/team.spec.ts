import { expect, test, type Page } from './support/test';
import { messages } from '@/lib/messages';
import { expectAccessible, screenshot, signInToOrg } from './support/helpers';

const NORTHGATE = 'Northgate University Parking';
const STRONG = 'Welcome@2026';

async function openTeam(page: Page) {
  await signInToOrg(page, 'admin@demo.test', NORTHGATE);
  await expect(page).toHaveURL(/\/overview$/);
  await page.goto('/team-management');
  await expect(
    page.getByRole('heading', { level: 1, name: /^Team Management \(\d+\)$/ }),
  ).toBeVisible();
}

const toast = (page: Page, text: string) =>
  page.getByRole('status').filter({ hasText: text }).first();

test.describe('team management', () => {
  test('add user up to the seats, seat limit message, invite, resend, delete, accept', async ({
    page,
    browser,
    request,
  }) => {
    await openTeam(page);
    const members = page.getByRole('table', { name: 'Team members' });
    await expect(members.getByRole('columnheader')).toHaveText([
      'Officer ID',
      'Name',
      'Email',
      'Role',
      'Status',
      'Captures',
      'Last login',
      'Created',
    ]);
    await expect(page.getByText('1 of 10 paid seats remaining')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'User types' })).toBeVisible();
    const invitations = page.getByRole('table', { name: 'Pending invitations' });
    await expect(invitations.getByRole('row', { name: /Riley Summers/ })).toContainText('Pending');
    await expectAccessible(page, '/team-management');
    await screenshot(page, 'team-management');

    // Add user: Create User waits for valid fields.
    await page.getByRole('button', { name: 'Add user' }).click();
    const add = page.getByRole('dialog', { name: 'Add user' });
    const create = add.getByRole('button', { name: 'Create User' });
    await expect(create).toBeDisabled();
    await add.getByLabel('Full name').fill('Erin Walsh');
    await add.getByLabel('Email').fill('erin.walsh@');
    await add.getByLabel(/^Password/).fill('short');
    await add.getByLabel('Full name').click();
    await expect(add.getByText('Please enter a valid email address.')).toBeVisible();
    await expect(add.getByText('The password needs at least 8 characters.')).toBeVisible();
    await expect(create).toBeDisabled();
    await add.getByLabel('Email').fill('erin.walsh@demo.test');
    await add.getByLabel(/^Password/).fill('Erin@2026');
    await add.getByLabel('Administrator').check();
    await expect(create).toBeEnabled();
    await expectAccessible(page, 'Add user dialog');
    await screenshot(page, 'team-add-user');
    await create.click();
    await expect(toast(page, messages.addUserSuccess)).toBeVisible();
    await expect(add).toBeHidden();
    await expect(members.getByRole('row', { name: 'Open Erin Walsh' })).toContainText(
      'Administrator',
    );
    await expect(page.getByText('0 of 10 paid seats remaining')).toBeVisible();

    // No seat left: both Add user and Invite user answer the seat text.
    await page.getByRole('button', { name: 'Add user' }).click();
    await expect(page.getByRole('alert').filter({ hasText: messages.seatsMaxed })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await screenshot(page, 'team-seats-maxed');
    await page.getByRole('button', { name: 'Invite user' }).click();
    await expect(page.getByRole('alert').filter({ hasText: messages.seatsMaxed })).toBeVisible();

    // Delete a pending invitation: its seat is free again.
    await page
      .getByRole('button', { name: 'Delete invitation for riley.summers@demo.test' })
      .click();
    const confirm = page.getByRole('dialog', { name: 'Delete invitation?' });
    await expect(confirm.getByText(/stops working/)).toBeVisible();
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Invitation for riley.summers@demo.test deleted.')).toBeVisible();
    await expect(invitations.getByRole('row', { name: /Riley Summers/ })).toHaveCount(0);
    await expect(page.getByText('1 of 10 paid seats remaining')).toBeVisible();

    // Invite by e-mail, resend.
    await page.getByRole('button', { name: 'Invite user' }).click();
    const invite = page.getByRole('dialog', { name: 'Invite user' });
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(invite.getByText('Please enter a full name.')).toBeVisible();
    await invite.getByLabel('Full name').fill('Noah Patel');
    await invite.getByLabel('Email').fill('noah.patel@demo.test');
    await expectAccessible(page, 'Invite user dialog');
    await screenshot(page, 'team-invite');
    await invite.getByRole('button', { name: 'Send invitation' }).click();
    await expect(toast(page, 'Invitation sent to noah.patel@demo.test.')).toBeVisible();
    await expect(invitations.getByRole('row', { name: /Noah Patel/ })).toContainText('Pending');
    await page.getByRole('button', { name: 'Resend invitation to noah.patel@demo.test' }).click();
    await expect(toast(page, 'Invitation sent again to noah.patel@demo.test.')).toBeVisible();

    // The mail's link opens the accept page; a new account is created.
    const outbox = await request.get('/api/v1/dev/outbox?to=noah.patel%40demo.test');
    const { mails } = (await outbox.json()) as { mails: Array<{ text: string }> };
    expect(mails).toHaveLength(2);
    const link = /\/invitation\/[0-9a-f-]{36}/.exec(mails[0].text)?.[0];
    expect(link).toBeTruthy();
    const visitor = await browser.newContext();
    const guest = await visitor.newPage();
    await guest.goto(link!);
    await expect(guest.getByRole('heading', { name: `Join ${NORTHGATE}` })).toBeVisible();
    await guest.getByLabel(/^New password/).fill(STRONG);
    await guest.getByLabel(/^Repeat password/).fill(STRONG);
    await expectAccessible(guest, '/invitation');
    await screenshot(guest, 'team-invitation-accept');
    await guest.getByRole('button', { name: 'Create account' }).click();
    await expect(guest.getByRole('heading', { name: `You joined ${NORTHGATE}` })).toBeVisible();
    await visitor.close();

    await page.reload();
    await expect(members.getByRole('row', { name: 'Open Noah Patel' })).toContainText(
      'Standard Patrol',
    );
    await expect(invitations.getByRole('row', { name: /Noah Patel/ })).toHaveCount(0);
  });

  test('edit a member, change the password, toggle the role, deactivate and activate', async ({
    page,
  }) => {
    await openTeam(page);
    const members = page.getByRole('table', { name: 'Team members' });

    // A super administrator: details and password stay editable, not the role or access.
    await members.getByRole('row', { name: 'Open Sam Rivera' }).click();
    const sam = page.getByRole('dialog', { name: 'Sam Rivera' });
    await expect(sam.getByText(/cannot be deactivated or role-changed here/)).toBeVisible();
    await expect(sam.getByLabel('Officer ID')).toBeEditable();
    await expect(sam.getByRole('button', { name: 'Change password' })).toBeVisible();
    await screenshot(page, 'team-super-admin-dialog');
    await expect(sam.getByRole('button', { name: 'Deactivate' })).toHaveCount(0);
    await expect(sam.getByRole('button', { name: /Change role/ })).toHaveCount(0);
    await sam.getByRole('button', { name: 'Close', exact: true }).click();

    await members.getByRole('row', { name: 'Open Jordan Ellis' }).click();
    const dialog = page.getByRole('dialog', { name: 'Jordan Ellis' });
    await expect(dialog.getByLabel('Officer ID')).toHaveValue('NG-102');
    await dialog.getByLabel('Officer ID').fill('');
    await dialog.getByRole('button', { name: 'Save details' }).click();
    await expect(dialog.getByText('Please enter an officer ID.')).toBeVisible();
    await dialog.getByLabel('Officer ID').fill('NG-202');
    await dialog.getByLabel('Email').fill('jordan.ellis@northgate.test');
    await dialog.getByRole('button', { name: 'Save details' }).click();
    await expect(toast(page, 'Member details saved.')).toBeVisible();
    await expect(dialog.getByText('jordan.ellis@northgate.test')).toBeVisible();

    // Password: nothing is sent until both are ≥ 8, equal and strong.
    await dialog.getByLabel('New password', { exact: true }).fill('Short@1');
    await dialog.getByLabel('Repeat password').fill('Short@1');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(dialog.getByText('Both fields need at least 8 characters.')).toBeVisible();
    await dialog.getByLabel('New password', { exact: true }).fill(STRONG);
    await dialog.getByLabel('Repeat password').fill('Welcome@2027');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(dialog.getByText('Your passwords do not match.')).toBeVisible();
    await dialog.getByLabel('Repeat password').fill(STRONG);
    await expectAccessible(page, 'member dialog');
    await screenshot(page, 'team-member-dialog');
    await dialog.getByRole('button', { name: 'Change password' }).click();
    await expect(toast(page, 'Dashboard password changed.')).toBeVisible();

    // Role toggle.
    await dialog.getByRole('button', { name: 'Change role to Administrator' }).click();
    await expect(toast(page, 'Jordan Ellis is now Administrator.')).toBeVisible();
    await expect(dialog.getByText('Administrator', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Change role to Standard Patrol' }).click();
    await expect(toast(page, 'Jordan Ellis is now Standard Patrol.')).toBeVisible();

    // Deactivate after the warning, then activate.
    await dialog.getByRole('button', { name: 'Deactivate' }).click();
    const confirm = page.getByRole('dialog', { name: 'Deactivate Jordan Ellis?' });
    await expect(confirm.getByText(/login will be disabled/)).toBeVisible();
    await expect(confirm.getByText(/support must be contacted/)).toBeVisible();
    await expectAccessible(page, 'deactivate confirmation');
    await screenshot(page, 'team-deactivate-confirm');
    await confirm.getByRole('button', { name: 'Deactivate' }).click();
    await expect(toast(page, 'Jordan Ellis was deactivated.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Activate' })).toBeVisible();
    await expect(dialog.getByText('Deactivated', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Activate' }).click();
    await expect(toast(page, 'Jordan Ellis was activated.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close', exact: true }).click();
    const row = members.getByRole('row', { name: 'Open Jordan Ellis' });
    await expect(row).toContainText('NG-202');
    await expect(row).toContainText('jordan.ellis@northgate.test');
    await expect(row).toContainText('Standard Patrol');
    await expect(row).toContainText('Active');
    const changes = page.getByRole('region', { name: 'Recent changes' });
    await expect(
      changes.getByRole('listitem').filter({ hasText: 'Alex Morgan deactivated Jordan Ellis' }),
    ).toBeVisible();
    await expect(
      changes.getByRole('listitem').filter({ hasText: 'Alex Morgan activated Jordan Ellis' }),
    ).toBeVisible();
  });
});
