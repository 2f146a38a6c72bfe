/** @jest-environment jsdom */
import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { ToastProvider } from '@/components/ui/Toast';
import type { IssuedCitation } from '@/lib/contract/citations';
import { citationsMessages } from '@/lib/messages/citations';
import { mockFetch, router } from '../support';

jest.mock('next/navigation', () => ({
  useRouter: () => router,
  usePathname: () => '/citations/issued',
  useSearchParams: () => new URLSearchParams(),
}));

const { CitationActionDialog } = jest.requireActual<
  typeof import('@/components/citations/issued/CitationActionDialog')
>('@/components/citations/issued/CitationActionDialog');
const { MailingScreen } = jest.requireActual<
  typeof import('@/components/citations/mailing/MailingScreen')
>('@/components/citations/mailing/MailingScreen');

const citation = {
  uuid: '11111111-1111-4111-8111-111111111111',
  citationNumber: 100001,
  plate: 'VRT1001',
} as IssuedCitation;

beforeEach(() => {
  router.push.mockReset();
});
afterEach(() => {
  jest.restoreAllMocks();
});

function renderAction(action: 'Paid' | 'Void' | 'Override', onDone = jest.fn()) {
  render(
    <CitationActionDialog
      action={action}
      citation={citation}
      tz="UTC"
      onClose={() => {}}
      onDone={onDone}
    />,
  );
  return onDone;
}

describe('CitationActionDialog', () => {
  it('Paid sends the Paid option with the message; done hands the notice back', async () => {
    const { calls } = mockFetch({
      status: 200,
      body: { ...citation, status: 'paid off platform' },
    });
    const onDone = renderAction('Paid');
    fireEvent.change(await screen.findByLabelText('Message (optional)'), {
      target: { value: 'Cash' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      url: `/api/citations/issued/${citation.uuid}/status?tz=UTC`,
      body: { option: 'Paid', message: 'Cash' },
    });
    expect(router.push).not.toHaveBeenCalled();
  });

  it('a failed void sends the user back to the issued list (spec 3 §8)', async () => {
    const { calls } = mockFetch({
      status: 400,
      body: { error: { code: 'BAD_REQUEST', message: 'A void citation cannot be voided.' } },
    });
    const onDone = renderAction('Void');
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(router.push).toHaveBeenCalledWith('/citations/issued'));
    expect(calls[0].body).toEqual({ void: true, message: null });
    expect(onDone).not.toHaveBeenCalled();
  });

  it('the override needs an amount of $0 or more and a note; it sends cents', async () => {
    const { calls } = mockFetch({ status: 200, body: citation });
    const onDone = renderAction('Override');
    fireEvent.change(screen.getByLabelText('New amount due ($)'), { target: { value: '-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Override' }));
    expect(await screen.findByText('Please enter an amount of $0 or more.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('New amount due ($)'), { target: { value: '12.34' } });
    fireEvent.click(screen.getByRole('button', { name: 'Override' }));
    expect(await screen.findByText('Please enter a note for the override.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    fireEvent.change(screen.getByLabelText('Note'), { target: { value: 'Hardship' } });
    fireEvent.click(screen.getByRole('button', { name: 'Override' }));
    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(calls[0].body).toEqual({ amount: 1234, note: 'Hardship' });
  });
});

function renderMailing() {
  return render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ToastProvider>
        <MailingScreen />
      </ToastProvider>
    </SWRConfig>,
  );
}

describe('MailingScreen', () => {
  it('a count of 0 shows the info message with Close', async () => {
    mockFetch({ status: 200, body: { log: [] } }, { status: 200, body: { count: 0 } });
    renderMailing();
    fireEvent.click(await screen.findByRole('button', { name: 'Search' }));
    expect(await screen.findByText(citationsMessages.mailingNothingFound)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() =>
      expect(screen.queryByText(citationsMessages.mailingNothingFound)).not.toBeInTheDocument(),
    );
  });

  it('a count above 0 asks, submits and says so', async () => {
    const { calls } = mockFetch(
      { status: 200, body: { log: [] } },
      { status: 200, body: { count: 3 } },
      { status: 200, body: {} },
      { status: 200, body: { log: [] } },
    );
    renderMailing();
    fireEvent.click(await screen.findByRole('button', { name: 'Search' }));
    expect(
      await screen.findByText(/3 unpaid violations more than 30 days past the notice date/),
    ).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(citationsMessages.mailingSubmitted)).toBeInTheDocument();
    expect(calls[2]).toMatchObject({ method: 'POST', url: '/api/citations/mailing', body: {} });
  });

  it('a non-mailing organisation reads the catalogue text, with no Search', async () => {
    mockFetch({
      status: 403,
      body: { error: { code: 'MAILING_NOT_ENABLED', message: citationsMessages.mailingNotSetUp } },
    });
    renderMailing();
    expect(await screen.findByText(citationsMessages.mailingNotSetUp)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Search' })).not.toBeInTheDocument();
  });
});

describe('CitationLogs', () => {
  it('shows each log type by its readable label (an unknown legacy type as stored)', async () => {
    const { CitationLogs } = jest.requireActual<
      typeof import('@/components/citations/issued/CitationLogs')
    >('@/components/citations/issued/CitationLogs');
    const entry = (type: string) => ({
      createdAt: '2026-03-01T12:00:00.000Z',
      type,
      note: `note ${type}`,
      createdByName: 'Staff',
    });
    mockFetch({
      status: 200,
      body: {
        logs: [entry('ISSUED'), entry('APPEAL_APPROVED'), entry('PAYMENT'), entry('Legacy')],
        verify: [],
      },
    });
    render(
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
        <CitationLogs uuid={citation.uuid} />
      </SWRConfig>,
    );
    expect(await screen.findByText('Appeal approved')).toBeInTheDocument();
    expect(screen.getByText('Issued')).toBeInTheDocument();
    expect(screen.getByText('Paid on the portal')).toBeInTheDocument();
    expect(screen.getByText('Legacy')).toBeInTheDocument();
    expect(screen.queryByText('APPEAL_APPROVED')).not.toBeInTheDocument();
  });
});
