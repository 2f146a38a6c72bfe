/** @jest-environment jsdom */
import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import type { ReactNode } from 'react';
import type { AuditLogRow } from '@/lib/contract/team/bff';
import { messages } from '@/lib/messages';
import { router } from '../support';

const mockSearch = { current: '' };
jest.mock('next/navigation', () => ({
  usePathname: () => '/audit-log',
  useRouter: () => router,
  useSearchParams: () => new URLSearchParams(mockSearch.current),
}));

const { AuditLogScreen } = jest.requireActual<
  typeof import('@/components/team/audit/AuditLogScreen')
>('@/components/team/audit/AuditLogScreen');

const row = (id: number, over: Partial<AuditLogRow> = {}): AuditLogRow => ({
  id,
  createdAt: '2026-11-20T15:05:00.000Z',
  actorName: 'Alex Morgan',
  actorEmail: 'admin@demo.test',
  kind: 'lists',
  kindLabel: 'Lists',
  action: 'list_plate.updated',
  sentence: `Edited plate AUD${id} on the list “Visitors”`,
  plate: `AUD${id}`,
  changes: [{ field: 'Make', from: 'Volvo', to: 'Saab' }],
  ...over,
});

type Answer = { status: number; body: unknown };

/** A fetch stub answering by path: the log pages (by cursor) and the people. */
function serve(log: (url: URL) => Answer) {
  const urls: string[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://dash');
    urls.push(url.pathname + url.search);
    const answer =
      url.pathname === '/api/audit-log/people'
        ? { status: 200, body: { people: [{ email: 'admin@demo.test', name: 'Alex Morgan' }] } }
        : log(url);
    const text = JSON.stringify(answer.body);
    return {
      ok: answer.status < 300,
      status: answer.status,
      text: async () => text,
    } as Response;
  }) as unknown as typeof fetch;
  return urls;
}

const fresh = ({ children }: { children: ReactNode }) => (
  <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>
);

beforeEach(() => {
  mockSearch.current = '';
  router.replace.mockClear();
});

describe('AuditLogScreen', () => {
  it('shows when, who, what, the plate and the values before and after', async () => {
    serve(() => ({ status: 200, body: { events: [row(1)], nextCursor: null } }));
    render(<AuditLogScreen />, { wrapper: fresh });
    const table = await screen.findByRole('table', { name: 'Audit log, newest first' });
    const cells = within(table).getAllByRole('row')[1];
    expect(cells).toHaveTextContent('Alex Morgan');
    expect(cells).toHaveTextContent('Edited plate AUD1 on the list “Visitors”');
    expect(cells).toHaveTextContent('AUD1');
    expect(cells).toHaveTextContent('Make');
    expect(cells).toHaveTextContent('Volvo');
    expect(cells).toHaveTextContent('Saab');
    expect(screen.getByRole('button', { name: 'Older' })).toBeDisabled();
  });

  it('reads its filters from the URL, asks for them and exports the same filters', async () => {
    mockSearch.current = 'plate=AUD1&kind=lists&from=2026-11-01';
    const urls = serve(() => ({ status: 200, body: { events: [row(1)], nextCursor: null } }));
    render(<AuditLogScreen />, { wrapper: fresh });
    await screen.findByRole('table');
    expect(urls).toContainEqual(expect.stringMatching(/^\/api\/audit-log\?.*plate=AUD1/));
    const exportLink = screen.getByRole('link', { name: 'Export CSV' });
    expect(exportLink.getAttribute('href')).toMatch(/^\/api\/audit-log\/export\.csv\?/);
    expect(exportLink.getAttribute('href')).toContain('plate=AUD1');
    expect(exportLink.getAttribute('href')).toContain('kind=lists');
    expect(screen.getByRole('textbox', { name: 'Plate' })).toHaveValue('AUD1');
  });

  it('puts applied filters in the URL', async () => {
    serve(() => ({ status: 200, body: { events: [row(1)], nextCursor: null } }));
    render(<AuditLogScreen />, { wrapper: fresh });
    await screen.findByRole('table');
    fireEvent.change(screen.getByRole('textbox', { name: 'Plate' }), {
      target: { value: 'abc 123' },
    });
    fireEvent.change(screen.getByRole('combobox', { name: 'Kind' }), {
      target: { value: 'lookups' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
    expect(router.replace).toHaveBeenCalledWith('/audit-log?kind=lookups&plate=abc+123', {
      scroll: false,
    });
  });

  it('pages older and back newer with the keyset cursor', async () => {
    const urls = serve((url) =>
      url.searchParams.get('cursor') === 'c2'
        ? { status: 200, body: { events: [row(2)], nextCursor: null } }
        : { status: 200, body: { events: [row(1)], nextCursor: 'c2' } },
    );
    render(<AuditLogScreen />, { wrapper: fresh });
    fireEvent.click(await screen.findByRole('button', { name: 'Older' }));
    expect(await screen.findByText('Edited plate AUD2 on the list “Visitors”')).toBeInTheDocument();
    expect(urls).toContainEqual('/api/audit-log?cursor=c2');
    expect(screen.getByText('Page 2')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Newer' }));
    expect(await screen.findByText('Edited plate AUD1 on the list “Visitors”')).toBeInTheDocument();
  });

  it('says so when nothing matches, and when there is nothing yet', async () => {
    serve(() => ({ status: 200, body: { events: [], nextCursor: null } }));
    const { unmount } = render(<AuditLogScreen />, { wrapper: fresh });
    expect(await screen.findByText('No entries yet')).toBeInTheDocument();
    unmount();
    mockSearch.current = 'plate=NOPE1';
    render(<AuditLogScreen />, { wrapper: fresh });
    expect(await screen.findByText('No entries match these filters')).toBeInTheDocument();
  });

  it("shows the refusal of someone who isn't a super administrator, with Retry", async () => {
    serve(() => ({
      status: 403,
      body: { error: { code: 'FORBIDDEN', message: messages.auditLogDenied } },
    }));
    render(<AuditLogScreen />, { wrapper: fresh });
    expect(await screen.findByText(messages.auditLogDenied)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
