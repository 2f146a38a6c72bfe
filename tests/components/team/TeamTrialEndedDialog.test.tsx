/** @jest-environment jsdom */
import { describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { ReactNode } from 'react';
import { messages } from '@/lib/messages';
import { mockFetch } from '../support';

const mockPath = { current: '/overview' };
jest.mock('next/navigation', () => ({ usePathname: () => mockPath.current }));

// Imported after the mock is registered.
const TrialEndedDialog = jest.requireActual<typeof import('@/components/shell/TrialEndedDialog')>(
  '@/components/shell/TrialEndedDialog',
).default;

const session = (role: 'superadmin' | 'admin') => ({
  status: 200,
  body: {
    user: {
      uuid: 'u',
      fullname: 'Sam',
      email: 'super@demo.test',
      isParkingOnly: false,
      isSuperAdmin: role === 'superadmin',
    },
    org: { uuid: 'o', name: 'Harbor Lots', role, isMailingEnabled: false },
  },
});

const fresh = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map() }}>{children}</SWRConfig>
);

describe('TrialEndedDialog and /billing', () => {
  it('leads a super administrator to /billing', async () => {
    mockPath.current = '/overview';
    mockFetch(session('superadmin'));
    render(<TrialEndedDialog onEnded={() => {}} />, { wrapper: fresh });
    const link = await screen.findByRole('link', { name: 'Set up subscription' });
    expect(link).toHaveAttribute('href', '/billing');
    expect(screen.getByRole('alertdialog', { name: messages.trialEnded })).toBeInTheDocument();
  });

  it('lets a super administrator work on /billing unblocked', async () => {
    mockPath.current = '/billing';
    const { calls } = mockFetch(session('superadmin'));
    render(<TrialEndedDialog onEnded={() => {}} />, { wrapper: fresh });
    await new Promise((r) => setTimeout(r, 100));
    expect(calls.map((c) => c.url)).toEqual(['/api/session']);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('keeps an administrator blocked, also on /billing, with no subscription link', async () => {
    mockPath.current = '/billing';
    mockFetch(session('admin'));
    render(<TrialEndedDialog onEnded={() => {}} />, { wrapper: fresh });
    expect(
      await screen.findByRole('alertdialog', { name: messages.trialEnded }),
    ).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(screen.queryByRole('link', { name: 'Set up subscription' })).not.toBeInTheDocument();
  });
});
