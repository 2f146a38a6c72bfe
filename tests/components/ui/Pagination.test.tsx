/** @jest-environment jsdom */
import { describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { Pagination } from '@/components/ui/Pagination';

function setup(page = 3, pageCount = 12) {
  const onPageChange = jest.fn();
  render(
    <Pagination
      page={page}
      pageCount={pageCount}
      onPageChange={onPageChange}
      label="Scans pages"
    />,
  );
  const field = screen.getByRole('spinbutton', { name: 'Page' });
  return { onPageChange, field };
}

describe('Pagination', () => {
  it("shows the page and 'of N' in a named navigation", () => {
    const { field } = setup();
    expect(screen.getByRole('navigation', { name: 'Scans pages' })).toBeInTheDocument();
    expect(field).toHaveValue(3);
    expect(screen.getByText('of 12')).toBeInTheDocument();
  });

  it('jumps to the typed page on Enter only', () => {
    const { field, onPageChange } = setup();
    fireEvent.change(field, { target: { value: '7' } });
    expect(onPageChange).not.toHaveBeenCalled();
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onPageChange).toHaveBeenCalledWith(7);
  });

  it.each([
    ['0', 1],
    ['-5', 1],
    ['99', 12],
  ])('makes %s page %d', (typed, expected) => {
    const { field, onPageChange } = setup();
    fireEvent.change(field, { target: { value: typed } });
    fireEvent.keyDown(field, { key: 'Enter' });
    expect(onPageChange).toHaveBeenCalledWith(expected);
    expect(field).toHaveValue(expected);
  });

  it('puts the current page back when the field is left without Enter', () => {
    const { field, onPageChange } = setup();
    fireEvent.change(field, { target: { value: '9' } });
    fireEvent.blur(field);
    expect(field).toHaveValue(3);
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('offers previous and next within the pages', () => {
    const { onPageChange } = setup(1, 2);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPageChange).toHaveBeenCalledWith(2);
  });
});
