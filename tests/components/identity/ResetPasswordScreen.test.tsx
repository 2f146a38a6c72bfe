/** @jest-environment jsdom */
import { afterEach, describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ResetPasswordScreen } from '@/components/auth/ResetPasswordScreen';
import { messages } from '@/lib/messages';
import { mockFetch } from '../support';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

function fill(newPassword: string, repeat: string) {
  fireEvent.change(screen.getByLabelText('New password'), { target: { value: newPassword } });
  fireEvent.change(screen.getByLabelText('Repeat password'), { target: { value: repeat } });
  fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
}

const alertText = () => screen.getAllByRole('alert').map((a) => a.textContent);

describe('ResetPasswordScreen', () => {
  it('ticks the hints as the password is typed', () => {
    render(<ResetPasswordScreen resetCode="code-1" />);
    fireEvent.change(screen.getByLabelText('New password'), { target: { value: 'Abcdef1!' } });
    const items = screen.getAllByRole('listitem');
    expect(items.every((li) => li.getAttribute('data-met') === 'true')).toBe(true);
  });

  it.each([
    ['', '', messages.resetEmpty],
    ['Abcdef1!', '', messages.resetEmpty],
    ['Abcdef1!', 'Abcdef1?', messages.resetMismatch],
  ])('%j / %j shows %j and sends nothing', async (a, b, expected) => {
    const { fn } = mockFetch();
    render(<ResetPasswordScreen resetCode="code-1" />);
    fill(a, b);
    expect(await screen.findByRole('alert')).toHaveTextContent(expected);
    expect(fn).not.toHaveBeenCalled();
  });

  it('shows the strength message and still sends the request', async () => {
    const { calls } = mockFetch({
      status: 400,
      body: { error: { code: 'VALIDATION', message: messages.resetFailed } },
    });
    render(<ResetPasswordScreen resetCode="code-1" />);
    fill('weakpass', 'weakpass');
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toEqual({
      url: '/api/password/reset',
      method: 'POST',
      body: { resetCode: 'code-1', newPassword: 'weakpass' },
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Save password' })).toBeEnabled(),
    );
    expect(alertText()).toContain(messages.resetWeak);
  });

  it('shows the failure text when the call fails', async () => {
    mockFetch({
      status: 400,
      body: { error: { code: 'RESET_FAILED', message: messages.resetFailed } },
    });
    render(<ResetPasswordScreen resetCode="code-1" />);
    fill('Abcdef1!', 'Abcdef1!');
    expect(await screen.findByText(messages.resetFailed)).toBeInTheDocument();
  });

  it('opens the success dialog with a Sign In link to /login', async () => {
    mockFetch({ status: 200, body: { message: messages.resetSuccess } });
    render(<ResetPasswordScreen resetCode="code-1" />);
    fill('Abcdef1!', 'Abcdef1!');
    const dialog = await screen.findByRole('alertdialog', { name: messages.resetSuccess });
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  });
});
