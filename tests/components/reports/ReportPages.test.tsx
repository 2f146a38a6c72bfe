/** @jest-environment node */
import { describe, expect, it, jest } from '@jest/globals';
import type { ReactElement } from 'react';

// The plate page loads its first view with the session's data: here, no session and no data.
jest.mock('@/server/first-view', () => ({
  ...jest.requireActual<typeof import('@/server/first-view')>('@/server/first-view'),
  bffFirstView: async () => ({ fallback: {}, errors: {} }),
  requestTimeZone: async () => null,
}));

const { default: PlateReportPage } = jest.requireActual<
  typeof import('@/app/(dashboard)/report/plate/[plate]/page')
>('@/app/(dashboard)/report/plate/[plate]/page');
const { default: SharedReportPage } = jest.requireActual<
  typeof import('@/app/(public)/shared/reports/[token]/page')
>('@/app/(public)/shared/reports/[token]/page');

/**
 * The route shells take their segment as Next gives it (already decoded): a literal '%' in a
 * plate or a token must not throw (a 500) but reach the screen, which shows its own state.
 */
describe('report route shells', () => {
  it.each([
    ['%', 'UNKNOWN'],
    ['100%', '100'],
    ['abc 123', 'ABC123'],
  ])('plate %p shows the history of %p', async (plate, shown) => {
    const page = (await PlateReportPage({
      params: Promise.resolve({ plate }),
      searchParams: Promise.resolve({}),
    })) as ReactElement<{
      children: ReactElement<{ plate: string }>;
    }>;
    expect(page.props.children.props.plate).toBe(shown);
  });

  it.each(['%', 'Fe26.2*1*abc%zz', 'Fe26.2*1*a b'])(
    'passes the token %p on as given',
    async (token) => {
      // The shell renders the screen inside its first view (a bad token: the not-found state).
      const page = (await SharedReportPage({
        params: Promise.resolve({ token }),
      })) as ReactElement<{ children: ReactElement<{ token: string }> }>;
      expect(page.props.children.props.token).toBe(token);
    },
  );
});
