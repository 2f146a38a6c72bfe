/** @jest-environment jsdom */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { MemberDialog } from '@/components/team/MemberDialog';
import type { TeamMember } from '@/lib/contract/team';
import { mockFetch, patrolMember } from '../support';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const jordan: TeamMember = patrolMember;

function open(member: TeamMember, viewerUuid = 'viewer') {
  const onChanged = jest.fn();
  render(
    <MemberDialog
      member={member}
      viewerUuid={viewerUuid}
      onClose={() => {}}
      onChanged={onChanged}
    />,
  );
  return onChanged;
}

describe('MemberDialog', () => {
  it('keeps a super administrator’s details and password editable, not role or access (issue 18 item 13)', async () => {
    open({ ...jordan, isAdmin: true, isSuperAdmin: true });
    expect(
      await screen.findByText(/A super administrator cannot be deactivated or role-changed here/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save details' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Change password' })).toBeInTheDocument();
    expect(screen.getByLabelText(/Officer ID/i)).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Activate' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Change role/ })).not.toBeInTheDocument();
  });

  it('offers no role or active change on oneself', async () => {
    open(jordan, 'jordan');
    expect(await screen.findByRole('button', { name: 'Save details' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Change role/ })).not.toBeInTheDocument();
  });

  it('sends no password unless both fields are ≥ 8, equal and strong', async () => {
    const { calls } = mockFetch({ status: 200, body: { ok: true } });
    const onChanged = open(jordan);
    const save = await screen.findByRole('button', { name: 'Change password' });
    for (const [a, b, problem] of [
      ['Ab@1', 'Ab@1', 'Both fields need at least 8 characters.'],
      ['Welcome@2026', 'Welcome@2027', 'Your passwords do not match.'],
      [
        'welcome2026',
        'welcome2026',
        'Your password is missing one or more of the following criteria listed below.',
      ],
    ]) {
      fireEvent.change(screen.getByLabelText('New password'), { target: { value: a } });
      fireEvent.change(screen.getByLabelText('Repeat password'), { target: { value: b } });
      fireEvent.click(save);
      expect(await screen.findByText(problem)).toBeInTheDocument();
    }
    expect(calls).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Welcome@2026' } });
    fireEvent.change(screen.getByLabelText('Repeat password'), {
      target: { value: 'Welcome@2026' },
    });
    fireEvent.click(save);
    await waitFor(() =>
      expect(onChanged).toHaveBeenCalledWith(null, 'Dashboard password changed.'),
    );
    expect(calls).toEqual([
      {
        url: '/api/team/members/jordan/password',
        method: 'PUT',
        body: { newPassword: 'Welcome@2026', repeatPassword: 'Welcome@2026' },
      },
    ]);
  });

  it('deactivates only after the warning', async () => {
    const { calls } = mockFetch({ status: 200, body: { ...jordan, isActive: false } });
    const onChanged = open(jordan);
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const confirm = await screen.findByRole('dialog', { name: 'Deactivate Jordan Ellis?' });
    expect(confirm).toHaveTextContent(/login will be disabled/);
    expect(confirm).toHaveTextContent(/support must be contacted/);
    expect(calls).toHaveLength(0);
    fireEvent.click(screen.getAllByRole('button', { name: 'Deactivate' }).at(-1)!);
    await waitFor(() =>
      expect(onChanged).toHaveBeenCalledWith(
        { ...jordan, isActive: false },
        'Jordan Ellis was deactivated.',
      ),
    );
    expect(calls[0]).toMatchObject({ url: '/api/team/members/jordan/deactivate', method: 'POST' });
  });

  it("a failed deactivation's text stays in the confirmation and goes with it", async () => {
    const refused = "Ask Riverside's administrator first.";
    mockFetch({ status: 403, body: { error: { code: 'OTHER_ORGANISATIONS', message: refused } } });
    const onChanged = open(jordan);
    fireEvent.click(await screen.findByRole('button', { name: 'Deactivate' }));
    const confirm = await screen.findByRole('dialog', { name: 'Deactivate Jordan Ellis?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Deactivate' }));
    expect(await within(confirm).findByText(refused)).toBeInTheDocument();
    fireEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Jordan Ellis' });
    expect(within(dialog).getByRole('button', { name: 'Deactivate' })).toBeInTheDocument();
    expect(screen.queryByText(refused)).not.toBeInTheDocument();
    expect(onChanged).not.toHaveBeenCalled();
  });
});
