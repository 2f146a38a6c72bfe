/** @jest-environment jsdom */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { AddUserDialog } from '@/components/team/AddUserDialog';
import { browserNavigation } from '@/lib/fetcher';
import { messages } from '@/lib/messages';
import { mockFetch } from '../support';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

function fill(label: RegExp, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

describe('AddUserDialog', () => {
  it('blocks Create User until the fields are valid, then creates the user', async () => {
    const { calls } = mockFetch({ status: 201, body: { uuid: 'n', fullname: 'Erin' } });
    const onAdded = jest.fn();
    render(<AddUserDialog open onClose={() => {}} onAdded={onAdded} />);
    const create = await screen.findByRole('button', { name: 'Create User' });
    expect(create).toBeDisabled();
    fill(/^Full name/, 'Erin Walsh');
    fill(/^Email/, 'erin@');
    fill(/^Password/, 'Erin@2026');
    expect(create).toBeDisabled();
    fill(/^Email/, 'erin@demo.test');
    fill(/^Password/, 'short');
    expect(create).toBeDisabled();
    fill(/^Password/, 'longenough');
    expect(create).toBeEnabled();
    fireEvent.click(screen.getByLabelText('Administrator'));
    fireEvent.click(create);
    await waitFor(() => expect(onAdded).toHaveBeenCalled());
    expect(calls).toEqual([
      {
        url: '/api/team/members',
        method: 'POST',
        body: {
          fullname: 'Erin Walsh',
          email: 'erin@demo.test',
          password: 'longenough',
          isAdmin: true,
        },
      },
    ]);
  });

  it("shows 'Creating user..' while saving and the failure text", async () => {
    let answer: (v: unknown) => void = () => {};
    globalThis.fetch = jest.fn(
      () =>
        new Promise((resolve) => {
          answer = resolve;
        }),
    ) as unknown as typeof fetch;
    render(<AddUserDialog open onClose={() => {}} onAdded={() => {}} />);
    fill(/^Full name/, 'Pat');
    fill(/^Email/, 'patrol@demo.test');
    fill(/^Password/, 'Parking@2026');
    fireEvent.click(await screen.findByRole('button', { name: 'Create User' }));
    expect(await screen.findByText(messages.addUserProgress)).toBeInTheDocument();
    const body = JSON.stringify({
      error: { code: 'EMAIL_EXISTS', message: messages.addUserFailed },
    });
    answer({ ok: false, status: 409, text: async () => body });
    expect(await screen.findByText(messages.addUserFailed)).toBeInTheDocument();
  });

  it('shows the add-user failure text for every failure but the seat text and an ended session', async () => {
    const answers: Array<[number, string, string, string]> = [
      [500, 'INTERNAL', messages.serverError, messages.addUserFailed],
      [503, 'PROVIDER_UNAVAILABLE', messages.providerUnavailable, messages.addUserFailed],
      [400, 'BAD_REQUEST', 'The password needs at least 8 characters.', messages.addUserFailed],
      [403, 'NO_SEATS', messages.seatsMaxed, messages.seatsMaxed],
      [401, 'UNAUTHENTICATED', messages.sessionExpired, messages.sessionExpired],
    ];
    const navigate = jest.spyOn(browserNavigation, 'assign').mockImplementation(() => {});
    for (const [status, code, message, shown] of answers) {
      mockFetch({ status, body: { error: { code, message } } });
      const { unmount } = render(<AddUserDialog open onClose={() => {}} onAdded={() => {}} />);
      fill(/^Full name/, 'Pat');
      fill(/^Email/, 'pat.new@demo.test');
      fill(/^Password/, 'Parking@2026');
      fireEvent.click(await screen.findByRole('button', { name: 'Create User' }));
      expect(await screen.findByText(shown)).toBeInTheDocument();
      if (shown !== message) expect(screen.queryByText(message)).not.toBeInTheDocument();
      unmount();
    }
    mockFetch(new TypeError('offline'));
    render(<AddUserDialog open onClose={() => {}} onAdded={() => {}} />);
    fill(/^Full name/, 'Pat');
    fill(/^Email/, 'pat.new@demo.test');
    fill(/^Password/, 'Parking@2026');
    fireEvent.click(await screen.findByRole('button', { name: 'Create User' }));
    expect(await screen.findByText(messages.addUserFailed)).toBeInTheDocument();
    expect(navigate).toHaveBeenCalledWith('/login');
    navigate.mockRestore();
  });
});
