/** @jest-environment jsdom */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { TeamScreen } from '@/components/team/TeamScreen';
import { ToastProvider } from '@/components/ui/Toast';
import type { Invitation, TeamMember } from '@/lib/contract/team';
import { patrolMember } from '../support';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const jordan: TeamMember = patrolMember;

const riley: Invitation = {
  uuid: 'riley',
  fullname: 'Riley Summers',
  email: 'riley.summers@demo.test',
  isAdmin: false,
  createdAt: '2026-01-02T00:00:00.000Z',
  expiresAt: '2026-01-16T00:00:00.000Z',
};

const answer = (body: unknown, status = 200) =>
  ({ ok: status < 300, status, text: async () => JSON.stringify(body) }) as Response;

/** The screen's GETs answer at once; the details PUT waits until the test lets it finish. */
function mockTeamBff(saveAnswer?: Response) {
  let finishSave: () => void = () => {};
  const paths: string[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const path = String(input);
    paths.push(path);
    if (init?.method === 'PUT') {
      if (saveAnswer) return saveAnswer;
      return new Promise<Response>((resolve) => {
        finishSave = () => resolve(answer({ ...jordan, officerId: 'NG-999' }));
      });
    }
    if (path === '/api/team/members') {
      return answer({ members: [jordan], count: 1, viewerUuid: 'viewer' });
    }
    if (path === '/api/team/seats') {
      return answer({ remainingSeatCount: null, paidSeatCount: 0, isTrial: true });
    }
    if (path === '/api/team/invitations') return answer({ invitations: [riley] });
    if (path === `/api/team/invitations/${riley.uuid}/resend`) return answer({ ok: true });
    if (path === '/api/team/activity') return answer({ events: [] });
    return answer({ error: { code: 'NOT_FOUND', message: 'Not found.' } }, 404);
  }) as unknown as typeof fetch;
  return { finishSave: () => finishSave(), paths };
}

function renderScreen() {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ToastProvider>
        <TeamScreen />
      </ToastProvider>
    </SWRConfig>,
  );
}

describe('TeamScreen', () => {
  it('a member save that ends after Close does not open the dialog again', async () => {
    const bff = mockTeamBff();
    renderScreen();
    fireEvent.click(await screen.findByText('Jordan Ellis'));
    const dialog = await screen.findByRole('dialog', { name: 'Jordan Ellis' });
    fireEvent.change(within(dialog).getByLabelText(/^Officer ID/), {
      target: { value: 'NG-999' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save details' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Jordan Ellis' })).not.toBeInTheDocument(),
    );
    await act(async () => bff.finishSave());
    expect(await screen.findByText('Member details saved.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Jordan Ellis' })).not.toBeInTheDocument();
  });

  it('a details save that changed only the e-mail says so and reloads the team', async () => {
    const partly =
      'The email address was changed to j@demo.test, but the other details were not saved.';
    const bff = mockTeamBff(answer({ error: { code: 'EMAIL_ONLY_SAVED', message: partly } }, 503));
    renderScreen();
    fireEvent.click(await screen.findByText('Jordan Ellis'));
    const dialog = await screen.findByRole('dialog', { name: 'Jordan Ellis' });
    const loads = () => bff.paths.filter((p) => p === '/api/team/members').length;
    const before = loads();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save details' }));
    expect(await within(dialog).findByText(partly)).toBeInTheDocument();
    await waitFor(() => expect(loads()).toBeGreaterThan(before));
  });

  it('lists when each invitation was last sent and reloads the list after a resend', async () => {
    const bff = mockTeamBff();
    renderScreen();
    const table = (await screen.findByText('riley.summers@demo.test')).closest('table')!;
    expect(within(table).getByRole('columnheader', { name: 'Sent' })).toBeInTheDocument();
    expect(within(table).queryByRole('columnheader', { name: 'Invited' })).not.toBeInTheDocument();
    // Riley's link expired on Jan 16, 2026: the status says so (and the invitation holds no seat).
    expect(within(table).getByText('Expired')).toBeInTheDocument();
    expect(within(table).queryByText('Pending')).not.toBeInTheDocument();
    const loads = () => bff.paths.filter((p) => p === '/api/team/invitations').length;
    const before = loads();
    fireEvent.click(
      screen.getByRole('button', { name: 'Resend invitation to riley.summers@demo.test' }),
    );
    await waitFor(() => expect(loads()).toBeGreaterThan(before));
  });

  it('drops the no-seats message once deleting an invitation frees a seat (issue 18 item 14)', async () => {
    const maxed =
      'You have maxed out your number of paid seats. Please contact sales to unlock more seats.';
    const pending = { ...riley, expiresAt: '2999-01-16T00:00:00.000Z' };
    let remaining = 0;
    globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const path = String(input);
      if (path === '/api/team/seats/check') {
        return answer({ error: { code: 'NO_SEATS', message: maxed } }, 403);
      }
      if (path === `/api/team/invitations/${riley.uuid}` && init?.method === 'DELETE') {
        remaining = 1;
        return answer({ ok: true });
      }
      if (path === '/api/team/members') {
        return answer({ members: [jordan], count: 1, viewerUuid: 'viewer' });
      }
      if (path === '/api/team/seats') {
        return answer({ remainingSeatCount: remaining, paidSeatCount: 5, isTrial: false });
      }
      if (path === '/api/team/invitations') {
        return answer({ invitations: remaining === 0 ? [pending] : [] });
      }
      if (path === '/api/team/activity') return answer({ events: [] });
      return answer({ error: { code: 'NOT_FOUND', message: 'Not found.' } }, 404);
    }) as unknown as typeof fetch;
    renderScreen();
    expect(await screen.findByText('0 of 5 paid seats remaining')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Invite user' }));
    expect(await screen.findByText(maxed)).toBeInTheDocument();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Delete invitation for riley.summers@demo.test' }),
    );
    const confirm = await screen.findByRole('dialog', { name: 'Delete invitation?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('1 of 5 paid seats remaining')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(maxed)).not.toBeInTheDocument());
  });
});
