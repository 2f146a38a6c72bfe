/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { messages } from '@/lib/messages';
import { mockFetch, router } from '../support';

jest.mock('next/navigation', () => ({
  useRouter: () => router,
  usePathname: () => '/login',
}));

// Imported after the mock is registered.
const { LoginScreen } = jest.requireActual<typeof import('@/components/auth/LoginScreen')>(
  '@/components/auth/LoginScreen',
);

const realFetch = globalThis.fetch;
beforeEach(() => {
  router.replace.mockClear();
  router.refresh.mockClear();
});
afterEach(() => {
  globalThis.fetch = realFetch;
});

function signIn(email: string, password: string) {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('LoginScreen', () => {
  it.each([
    ['', ''],
    ['admin@example.com', ''],
    ['', 'secret'],
    ['   ', 'secret'],
  ])('empty fields (%j, %j) show the credentials error without a call', async (email, password) => {
    const { fn } = mockFetch();
    render(<LoginScreen />);
    signIn(email, password);
    expect(await screen.findByRole('alert')).toHaveTextContent(messages.loginFailed);
    expect(fn).not.toHaveBeenCalled();
  });

  it.each([
    [401, messages.loginFailed],
    [403, messages.loginForbidden],
    [429, messages.loginRateLimited],
  ])('a %s answer shows the server text', async (status, text) => {
    mockFetch({ status, body: { error: { code: 'X', message: text } } });
    render(<LoginScreen />);
    signIn('admin@example.com', 'secret');
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(router.replace).not.toHaveBeenCalled();
  });

  it('goes where the server says on success', async () => {
    const { calls } = mockFetch({ status: 200, body: { redirectTo: '/orgs' } });
    render(<LoginScreen />);
    signIn(' admin@example.com ', 'secret');
    await waitFor(() => expect(router.replace).toHaveBeenCalledWith('/orgs'));
    expect(calls[0]).toEqual({
      url: '/api/session',
      method: 'POST',
      body: { email: 'admin@example.com', password: 'secret' },
    });
  });

  it('the forgot-password dialog always answers with the catalogue text', async () => {
    const { calls } = mockFetch({ status: 500, body: { error: { code: 'X', message: 'boom' } } });
    render(<LoginScreen />);
    fireEvent.click(screen.getByRole('button', { name: 'Forgot password?' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reset your password' });
    const field = screen.getAllByLabelText('Email').find((el) => dialog.contains(el))!;
    fireEvent.change(field, { target: { value: 'someone@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText(messages.forgotPassword)).toBeInTheDocument();
    expect(calls[0]).toEqual({
      url: '/api/password/forgot',
      method: 'POST',
      body: { email: 'someone@example.com' },
    });
  });
});
