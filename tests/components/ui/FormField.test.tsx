/** @jest-environment jsdom */
import { describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { FormField } from '@/components/ui/FormField';
import { PasswordInput, TextInput } from '@/components/ui/TextInput';

describe('FormField', () => {
  it('binds the label to the control', () => {
    render(<FormField label="Officer ID">{(control) => <input {...control} />}</FormField>);
    const input = screen.getByLabelText('Officer ID');
    expect(input.tagName).toBe('INPUT');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('describes the control by its hint and error', () => {
    render(
      <FormField
        label="Name"
        hint="As shown on tickets."
        error="Please enter an organization name."
        required
      >
        {(control) => <input {...control} />}
      </FormField>,
    );
    const input = screen.getByLabelText(/Name/);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toBeRequired();
    expect(input).toHaveAccessibleDescription(
      'As shown on tickets. Please enter an organization name.',
    );
  });

  it('keeps a visually hidden label as the accessible name', () => {
    render(
      <FormField label="Search plate" hideLabel>
        {(control) => <input {...control} />}
      </FormField>,
    );
    expect(screen.getByLabelText('Search plate')).toBeInTheDocument();
  });
});

describe('TextInput and PasswordInput', () => {
  it('labels each input and gives each its own id', () => {
    render(
      <>
        <TextInput label="Email" type="email" error="Please enter a valid email address." />
        <TextInput label="Full name" />
      </>,
    );
    const email = screen.getByLabelText('Email');
    const name = screen.getByLabelText('Full name');
    expect(email.id).not.toBe(name.id);
    expect(email).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(name).not.toHaveAttribute('aria-invalid');
  });

  it('toggles the password visibility with a labelled button', () => {
    render(<PasswordInput label="Password" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input).toHaveAttribute('type', 'text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input).toHaveAttribute('type', 'password');
  });
});
