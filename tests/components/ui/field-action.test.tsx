/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { AppealWindowCard } from '@/components/citations/settings/AppealWindowCard';
import { Button } from '@/components/ui/Button';
import { TextInput } from '@/components/ui/TextInput';
import { ToastProvider } from '@/components/ui/Toast';

/** The row the input sits in: the button shares it, the hint and error come after it. */
function expectButtonInInputRow(input: HTMLElement, button: HTMLElement, texts: HTMLElement[]) {
  const row = button.closest('div.flex');
  expect(row).not.toBeNull();
  expect(row).toContainElement(input);
  for (const text of texts) {
    expect(row).not.toContainElement(text);
    expect(row!.compareDocumentPosition(text) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  }
}

/**
 * Issue 27 item 18: 'Check availability' and the appeal window's Save sat at the bottom of a row
 * whose field grew when a hint or error showed, so they moved. The button now sits in the input's
 * own row, above the hint and the error.
 */
describe("a text field's action button", () => {
  it('sits beside the input, above the hint and the error', () => {
    render(
      <TextInput
        label="Check a subdomain"
        hint="Letters and digits."
        error="Unavailable"
        action={<Button type="submit">Check availability</Button>}
      />,
    );
    expectButtonInInputRow(
      screen.getByLabelText('Check a subdomain'),
      screen.getByRole('button', { name: 'Check availability' }),
      [screen.getByText('Letters and digits.'), screen.getByText('Unavailable')],
    );
  });

  it("the appeal window's Save stays in the input's row when its error shows", () => {
    render(
      <ToastProvider>
        <AppealWindowCard appealWindow={30} />
      </ToastProvider>,
    );
    const input = screen.getByLabelText('Days to appeal after the notice date');
    fireEvent.change(input, { target: { value: '-4' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    // The hint and the error, whatever their words: the texts the input is described by.
    const texts = (input.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)!);
    expect(texts).toHaveLength(2);
    expectButtonInInputRow(input, screen.getByRole('button', { name: 'Save' }), texts);
  });
});
