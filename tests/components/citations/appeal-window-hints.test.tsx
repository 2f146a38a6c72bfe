/** @jest-environment jsdom */
import { describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen } from '@testing-library/react';
import { ToastProvider } from '@/components/ui/Toast';
import { EMPTY_CITATION_TYPE_FORM } from '@/lib/rules/citations/type-form';
import { router } from '../support';

jest.mock('next/navigation', () => ({
  useRouter: () => router,
  usePathname: () => '/citations/types/create',
  useSearchParams: () => new URLSearchParams(),
}));

const { CitationTypeForm } = jest.requireActual<
  typeof import('@/components/citations/types/CitationTypeForm')
>('@/components/citations/types/CitationTypeForm');
const { AppealWindowCard } = jest.requireActual<
  typeof import('@/components/citations/settings/AppealWindowCard')
>('@/components/citations/settings/AppealWindowCard');

// The appeal window is set per violation type and in Violation Settings: both say which wins
// (the type's own window, as the provider reads it) (issue 27 item 23).
describe('appeal window hints', () => {
  it('the violation type form says its window wins and an empty one falls back', () => {
    render(
      <CitationTypeForm
        initial={EMPTY_CITATION_TYPE_FORM}
        mode="create"
        accountActive
        send={async () => null}
      />,
    );
    expect(screen.getByLabelText(/Appeal window \(days\)/)).toHaveAccessibleDescription(
      "This type's window wins over the one in Violation Settings. Empty: the Violation Settings window applies (any time when that is empty too).",
    );
  });

  it('Violation Settings says a window set on a type wins', () => {
    render(
      <ToastProvider>
        <AppealWindowCard appealWindow={30} />
      </ToastProvider>,
    );
    expect(
      screen.getByLabelText(/Days to appeal after the notice date/),
    ).toHaveAccessibleDescription(
      'For every violation type without its own window (a window set on a type wins). Empty: appealable at any time.',
    );
  });
});
