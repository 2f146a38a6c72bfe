/** @jest-environment jsdom */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { ToastProvider } from '@/components/ui/Toast';
import type { TimeLimitRule } from '@/lib/rules/lists/time-limit';
import { formatDateTime } from '@/lib/format';
import { router } from '../support';

jest.mock('next/navigation', () => ({
  useRouter: () => router,
  usePathname: () => '/timelimit',
  useSearchParams: () => new URLSearchParams(),
}));

const { TimeLimitRulesScreen } = jest.requireActual<
  typeof import('@/components/timelimit/TimeLimitRulesScreen')
>('@/components/timelimit/TimeLimitRulesScreen');

function rule(n: number, name: string, minutes: number): TimeLimitRule {
  return {
    uuid: `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    name,
    type: 2,
    minutes,
    plateCount: 0,
    createdBy: 'Alex Admin',
    createdAt: `2026-03-1${n}T15:45:00.000Z`,
  };
}

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

function renderWith(rules: TimeLimitRule[]) {
  globalThis.fetch = jest.fn(async () => ({
    ok: true,
    status: 200,
    text: async () => JSON.stringify({ rules }),
  })) as unknown as typeof fetch;
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <ToastProvider>
        <TimeLimitRulesScreen />
      </ToastProvider>
    </SWRConfig>,
  );
}

describe('TimeLimitRulesScreen (issue 18 items 11 and 12)', () => {
  it('shows the time limit in hours and minutes and CREATED ON with the time', async () => {
    const rules = [rule(1, 'Visitor lot', 105), rule(2, 'Stadium', 125), rule(3, 'Short', 45)];
    renderWith(rules);
    const row = async (name: string) =>
      (await screen.findByText(name)).closest('tr') as HTMLElement;
    expect(within(await row('Visitor lot')).getByText('1 HR 45 MIN')).toBeInTheDocument();
    expect(within(await row('Stadium')).getByText('2 HR 5 MIN')).toBeInTheDocument();
    expect(within(await row('Short')).getByText('45 MIN')).toBeInTheDocument();
    // 'MMM DD, YYYY h:mm A' (spec 1), not the date alone.
    const created = formatDateTime(rules[0].createdAt);
    expect(created).toMatch(/^[A-Z][a-z]{2} \d{2}, \d{4} \d{1,2}:\d{2} [AP]M$/);
    expect(within(await row('Visitor lot')).getByText(created)).toBeInTheDocument();
  });

  it("says 'Please enter a rule name.' for an empty name under 'Rule name'", async () => {
    renderWith([]);
    fireEvent.click(screen.getByRole('button', { name: 'Add rule' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add rule' }));
    expect(await within(dialog).findByText('Please enter a rule name.')).toBeInTheDocument();
    expect(within(dialog).queryByText('Please enter a list name.')).not.toBeInTheDocument();
  });
});
