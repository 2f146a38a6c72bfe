/** @jest-environment jsdom */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { SWRConfig } from 'swr';
import { permitsBffRoutes } from '@/lib/contract/permits/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';

const PERMIT_PAYOUTS_KEY = endpointUrl(permitsBffRoutes.permitPayouts);
import { mockFetch, router } from '../support';

jest.mock('next/navigation', () => ({
  useRouter: () => router,
  usePathname: () => '/permits/create',
  useSearchParams: () => new URLSearchParams(),
}));

const { PermitCreateScreen } = jest.requireActual<
  typeof import('@/components/permits/products/PermitCreateScreen')
>('@/components/permits/products/PermitCreateScreen');

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const none = { accountExists: false, accountActive: false, portalActive: true };
const inactive = { accountExists: true, accountActive: false, portalActive: true };

function renderWith(payouts: typeof none) {
  return render(
    <SWRConfig
      value={{
        provider: () => new Map(),
        fallback: { [PERMIT_PAYOUTS_KEY]: payouts },
        revalidateOnMount: false,
      }}
    >
      <PermitCreateScreen />
    </SWRConfig>,
  );
}

// Spec 2 §5: creating a permit type needs an activated permit account; without one the page says
// so with the 'Activate Vert Permits' offer before any form (issue 27 item 5).
describe('/permits/create without a permit account', () => {
  it('offers activation instead of the form, then shows the form once activated', async () => {
    mockFetch({ status: 200, body: inactive });
    renderWith(none);
    expect(
      screen.getByText('Creating a permit type requires an activated permit account.'),
    ).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Create permit' })).toBeNull();
    expect(screen.queryByLabelText('Name')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Activate Vert Permits' }));
    expect(await screen.findByRole('button', { name: 'Create permit' })).toBeVisible();
  });

  it('shows the form at once with an account (only free permits until it is verified)', () => {
    renderWith(inactive);
    expect(screen.getByRole('button', { name: 'Create permit' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Activate Vert Permits' })).toBeNull();
  });
});
