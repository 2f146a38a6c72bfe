/** @jest-environment jsdom */
import { afterEach, describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { CreateHolderDialog } from '@/components/permits/holders/CreateHolderDialog';
import { CustomerEditDialog } from '@/components/permits/holders/CustomerEditDialog';
import { permitsMessages } from '@/lib/messages/permits';
import { mockFetch } from '../support';

const realFetch = globalThis.fetch;
afterEach(() => {
  globalThis.fetch = realFetch;
});

const fill = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('CreateHolderDialog', () => {
  it('sends nothing without a name and a valid e-mail', async () => {
    const { calls } = mockFetch();
    render(<CreateHolderDialog open onClose={() => {}} onCreated={() => {}} />);
    const create = await screen.findByRole('button', { name: 'Create customer' });
    fill(/^Email/, 'nope');
    fireEvent.click(create);
    expect(await screen.findByText('Please enter a name.')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it.each([
    [409, 'HOLDER_EMAIL_EXISTS', permitsMessages.customerEmailExists],
    [409, 'PORTAL_NOT_CONFIGURED', permitsMessages.customerCreateFailed],
    [502, 'PROVIDER_FAILED', permitsMessages.customerCreateFailed],
    [403, 'FORBIDDEN', permitsMessages.customerCreateFailed],
  ])('shows the spec text for %i %s', async (status, code, text) => {
    const { calls } = mockFetch({ status, body: { error: { code, message: 'provider words' } } });
    render(<CreateHolderDialog open onClose={() => {}} onCreated={() => {}} />);
    const create = await screen.findByRole('button', { name: 'Create customer' });
    fill(/^Name/, ' Ada Lovelace ');
    fill(/^Email/, 'ada@example.com');
    fireEvent.click(create);
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(calls).toEqual([
      {
        url: '/api/permits/holders',
        method: 'POST',
        body: { fullname: 'Ada Lovelace', email: 'ada@example.com' },
      },
    ]);
  });
});

describe('CustomerEditDialog', () => {
  const props = {
    open: true,
    onClose: () => {},
    title: 'Update business account admin info',
    nameLabel: 'Name',
    emailLabel: 'Account email',
    submitLabel: 'Update customer',
    initial: { fullname: 'Morgan', email: 'morgan@example.com' },
    deleteQuestion: 'Delete Morgan?',
  };

  it('does not save an empty name or a bad e-mail; saves trimmed values', async () => {
    const onSave = jest.fn(async (values: { fullname: string; email: string }) => {
      void values;
    });
    render(<CustomerEditDialog {...props} onSave={onSave} onDelete={async () => {}} />);
    for (const name of ['Delete', 'Cancel', 'Update customer']) {
      expect(await screen.findByRole('button', { name })).toBeInTheDocument();
    }
    fill(/^Name/, ' ');
    fill(/^Account email/, 'bad');
    fireEvent.click(screen.getByRole('button', { name: 'Update customer' }));
    expect(await screen.findByText('Please enter a name.')).toBeInTheDocument();
    expect(onSave).not.toHaveBeenCalled();
    fill(/^Name/, ' Morgan Admin ');
    fill(/^Account email/, 'morgan.admin@example.com');
    fireEvent.click(screen.getByRole('button', { name: 'Update customer' }));
    await waitFor(() =>
      expect(onSave).toHaveBeenCalledWith({
        fullname: 'Morgan Admin',
        email: 'morgan.admin@example.com',
      }),
    );
  });

  it('deletes only after the confirmation, and shows a refusal', async () => {
    const onDelete = jest.fn(async () => {
      throw Object.assign(new Error(permitsMessages.customerEmailTaken), {
        name: 'ApiError',
        status: 409,
        code: 'CUSTOMER_HAS_PERMITS',
      });
    });
    render(<CustomerEditDialog {...props} onSave={async () => {}} onDelete={onDelete} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(onDelete).not.toHaveBeenCalled();
    expect(screen.getByText(/Delete Morgan\?/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onDelete).toHaveBeenCalledTimes(1));
  });
});
