/** @jest-environment jsdom */
import { describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { FilterChips } from '@/components/ui/FilterChips';

describe('FilterChips', () => {
  it('marks the chosen chip pressed and reports clicks', () => {
    const onChange = jest.fn();
    render(
      <FilterChips
        label="Show scans of"
        chips={[
          { id: 'all', label: 'All' },
          { id: 'm1', label: 'Pat Lee' },
        ]}
        value="all"
        onChange={onChange}
      />,
    );
    expect(screen.getByRole('group', { name: 'Show scans of' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Pat Lee' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Pat Lee' }));
    expect(onChange).toHaveBeenCalledWith('m1');
  });
});
