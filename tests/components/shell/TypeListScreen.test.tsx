/** @jest-environment jsdom */
import { describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { TypeListScreen, type TypeListArea } from '@/components/shell/TypeListScreen';

/**
 * One type-list screen for /permits/types and /citations/types, parameterised by area: each keeps
 * its title, description and add action's text; the states (failure with retry, loading, list)
 * are the same.
 */
const areas: [TypeListArea, string, string, string][] = [
  [
    'permits',
    'Permit Types',
    'The permits customers can register for on your permit portal.',
    'Add a permit type',
  ],
  [
    'citations',
    'Violation Types',
    'The violations your patrols can issue from the patrol app, with their fines and late penalties.',
    'Add a violation type',
  ],
];

type Props = Partial<Parameters<typeof TypeListScreen<{ n: number }>>[0]>;

function screenOf(area: TypeListArea, props: Props = {}) {
  return render(
    <TypeListScreen<{ n: number }>
      area={area}
      add={{ href: '/create' }}
      data={{ n: 3 }}
      error={undefined}
      isLoading={false}
      onRetry={() => undefined}
      {...props}
    >
      {(data) => <p>{data.n} types</p>}
    </TypeListScreen>,
  );
}

describe('TypeListScreen', () => {
  it.each(areas)(
    '%s: its title, description and add link, then the list',
    (area, title, text, add) => {
      screenOf(area);
      expect(screen.getByRole('heading', { level: 1, name: title })).toBeVisible();
      expect(screen.getByText(text)).toBeVisible();
      expect(screen.getByRole('link', { name: add })).toHaveAttribute('href', '/create');
      expect(screen.getByText('3 types')).toBeVisible();
    },
  );

  it.each(areas)('%s: a button add action waits for the list', (area, _t, _d, add) => {
    const onClick = jest.fn();
    const { rerender } = screenOf(area, { add: { onClick }, data: undefined, isLoading: true });
    expect(screen.getByRole('button', { name: add })).toBeDisabled();
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    rerender(
      <TypeListScreen<{ n: number }>
        area={area}
        add={{ onClick }}
        data={{ n: 1 }}
        error={undefined}
        isLoading={false}
        onRetry={() => undefined}
      >
        {(data) => <p>{data.n} types</p>}
      </TypeListScreen>,
    );
    fireEvent.click(screen.getByRole('button', { name: add }));
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it.each(areas)('%s: a failure shows its text with a retry, not the list', (area) => {
    const onRetry = jest.fn();
    screenOf(area, { error: { message: 'The types could not be loaded.' }, onRetry });
    expect(screen.getByText('The types could not be loaded.')).toBeVisible();
    expect(screen.queryByText('3 types')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: /try again|retry/i }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
