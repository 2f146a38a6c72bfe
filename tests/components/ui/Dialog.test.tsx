/** @jest-environment jsdom */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Dialog } from '@/components/ui/Dialog';

// Let Headless UI finish its deferred work inside act before the next test.
afterEach(async () => {
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
});

function Harness({
  blocking = false,
  onClose = () => {},
}: {
  blocking?: boolean;
  onClose?: () => void;
}) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button">Outside</button>
      <Dialog
        open={open}
        blocking={blocking}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        title="Rename organization"
        description="Pick a new name."
        actions={
          <>
            <Button variant="secondary">Cancel</Button>
            <Button>Save</Button>
          </>
        }
      >
        <label htmlFor="n">Name</label>
        <input id="n" autoFocus />
      </Dialog>
    </>
  );
}

describe('Dialog', () => {
  it('is a labelled, described modal dialog', async () => {
    render(<Harness />);
    const dialog = await screen.findByRole('dialog', { name: 'Rename organization' });
    expect(dialog).toHaveAccessibleDescription('Pick a new name.');
  });

  it('moves focus inside and keeps it there', async () => {
    render(<Harness />);
    const input = await screen.findByLabelText('Name');
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(input).toHaveFocus();
    const dialog = screen.getByRole('dialog');
    // Tab past the last control lands on Headless UI's focus guard, which wraps to the first one
    // (jsdom does not move focus on Tab, so the guard is focused directly).
    screen.getByRole('button', { name: 'Save' }).focus();
    const guards = document.querySelectorAll<HTMLElement>('[data-headlessui-focus-guard]');
    act(() => guards[guards.length - 1].focus());
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByRole('button', { name: 'Close dialog' })).toHaveFocus();
    act(() => guards[0].focus());
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    // The rest of the page is hidden from assistive technology (and inert in browsers).
    expect(
      screen.getByText('Outside', { selector: 'button' }).closest('[aria-hidden="true"]'),
    ).not.toBeNull();
  });

  it('closes on Escape', async () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    const input = await screen.findByLabelText('Name');
    await act(async () => {
      fireEvent.keyDown(input, { key: 'Escape', code: 'Escape' });
    });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('closes from its close button', async () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    const close = await screen.findByRole('button', { name: 'Close dialog' });
    await act(async () => {
      fireEvent.click(close);
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('a blocking dialog ignores Escape and has no close button', async () => {
    const onClose = jest.fn();
    render(<Harness blocking onClose={onClose} />);
    const dialog = await screen.findByRole('alertdialog', { name: 'Rename organization' });
    fireEvent.keyDown(screen.getByLabelText('Name'), { key: 'Escape', code: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close dialog' })).not.toBeInTheDocument();
  });
});

describe('ConfirmDialog', () => {
  it('focuses Cancel first, confirms and shows an error', async () => {
    const onConfirm = jest.fn();
    const { rerender } = render(
      <ConfirmDialog
        open
        onClose={() => {}}
        onConfirm={onConfirm}
        title="Delete Demo?"
        description="This cannot be undone."
      />,
    );
    const cancel = await screen.findByRole('button', { name: 'Cancel' });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(cancel).toHaveFocus();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);

    rerender(
      <ConfirmDialog
        open
        onClose={() => {}}
        onConfirm={onConfirm}
        title="Delete Demo?"
        error="Not allowed."
        loading
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Not allowed.');
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
  });
});
