/** @jest-environment jsdom */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { Button } from '@/components/ui/Button';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { Dialog } from '@/components/ui/Dialog';
import { FormDialog } from '@/components/ui/FormDialog';
import { ApiError } from '@/lib/fetcher';
import { coreMessages } from '@/lib/messages/core';

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

/** A promise settled from the test. */
function deferred() {
  let resolve: () => void = () => {};
  let reject: (cause: unknown) => void = () => {};
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

function ConfirmHarness({
  action,
  onClose = () => {},
  failureText,
}: {
  action: () => Promise<void> | void;
  onClose?: () => void;
  failureText?: string;
}) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Reopen
      </button>
      <ConfirmDialog
        open={open}
        onClose={() => {
          onClose();
          setOpen(false);
        }}
        action={action}
        failureText={failureText}
        title="Delete Demo?"
        description="This cannot be undone."
      />
    </>
  );
}

describe('ConfirmDialog', () => {
  it('focuses Cancel first, runs the action and closes once it succeeded', async () => {
    const action = jest.fn(async () => {});
    const onClose = jest.fn();
    render(<ConfirmHarness action={action} onClose={onClose} />);
    const cancel = await screen.findByRole('button', { name: 'Cancel' });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(cancel).toHaveFocus();
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    });
    expect(action).toHaveBeenCalledTimes(1);
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('spins while the action runs: both buttons wait, Escape and Cancel are ignored', async () => {
    const pending = deferred();
    const action = jest.fn(() => pending.promise);
    const onClose = jest.fn();
    render(<ConfirmHarness action={action} onClose={onClose} />);
    const confirm = await screen.findByRole('button', { name: 'Delete' });
    await act(async () => {
      fireEvent.click(confirm);
    });
    expect(confirm).toBeDisabled();
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    fireEvent.click(confirm);
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape', code: 'Escape' });
    fireEvent.click(screen.getByRole('button', { name: 'Close dialog' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(action).toHaveBeenCalledTimes(1);
    await act(async () => {
      pending.resolve();
      await pending.promise;
    });
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it("stays open with the ApiError's message when the action fails", async () => {
    const onClose = jest.fn();
    const action = jest.fn(async () => {
      throw new ApiError(403, 'FORBIDDEN', 'Not allowed.');
    });
    render(<ConfirmHarness action={action} onClose={onClose} />);
    const button = await screen.findByRole('button', { name: 'Delete' });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('Not allowed.');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('shows failureText (default: the generic text) for a failure that is not an ApiError', async () => {
    const action = async () => {
      throw new TypeError('Failed to fetch');
    };
    const { unmount } = render(<ConfirmHarness action={action} />);
    const button = await screen.findByRole('button', { name: 'Delete' });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(screen.getByRole('alert')).toHaveTextContent(coreMessages.serverError);
    unmount();

    render(<ConfirmHarness action={action} failureText="The list could not be saved." />);
    const again = await screen.findByRole('button', { name: 'Delete' });
    await act(async () => {
      fireEvent.click(again);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('The list could not be saved.');
  });

  it('forgets the failure when it is opened again', async () => {
    const action = async () => {
      throw new ApiError(409, 'CONFLICT', 'In use.');
    };
    render(<ConfirmHarness action={action} />);
    const button = await screen.findByRole('button', { name: 'Delete' });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('In use.');
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Reopen' }));
    });
    await screen.findByRole('dialog', { name: 'Delete Demo?' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});

describe('FormDialog', () => {
  function FormHarness({
    onSubmit,
    errorText,
    done,
    validate,
  }: {
    onSubmit: () => Promise<void> | void;
    errorText?: string;
    done?: boolean;
    validate?: () => boolean;
  }) {
    return (
      <FormDialog
        onClose={() => {}}
        title="Add list"
        submitLabel="Create list"
        onSubmit={onSubmit}
        errorText={errorText}
        validate={validate}
        done={done ? <Button>Done</Button> : undefined}
      >
        <label htmlFor="list-name">List name</label>
        <input id="list-name" />
      </FormDialog>
    );
  }

  it('waits while saving and keeps the failure text (a fallback for non-API failures)', async () => {
    const pending = deferred();
    const onSubmit = jest.fn(() => pending.promise);
    render(<FormHarness onSubmit={onSubmit} errorText="The list could not be saved." />);
    const submit = await screen.findByRole('button', { name: 'Create list' });
    await act(async () => {
      fireEvent.click(submit);
    });
    expect(submit).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await act(async () => {
      pending.reject(new TypeError('Failed to fetch'));
      await pending.promise.catch(() => undefined);
    });
    expect(screen.getByRole('alert')).toHaveTextContent('The list could not be saved.');
    expect(submit).toBeEnabled();
  });

  it('does not save when the check fails', async () => {
    const onSubmit = jest.fn<() => void>();
    render(<FormHarness onSubmit={onSubmit} validate={() => false} />);
    const button = await screen.findByRole('button', { name: 'Create list' });
    await act(async () => {
      fireEvent.click(button);
    });
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('once done, shows only its done actions and submits nothing more', async () => {
    const onSubmit = jest.fn<() => void>();
    render(<FormHarness onSubmit={onSubmit} done />);
    await screen.findByRole('button', { name: 'Done' });
    expect(screen.queryByRole('button', { name: 'Create list' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await act(async () => {
      fireEvent.submit(screen.getByLabelText('List name').closest('form') as HTMLFormElement);
    });
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
