'use client';

import { TextInput } from '@/components/ui/TextInput';

export interface ListNameFieldProps {
  value: string;
  error: string | null;
  onChange: (name: string) => void;
  /** Called when the name changes while it shows an error: the error goes as the user types. */
  onClearError: () => void;
}

/** The list name field of the Add list and Edit list dialogs (focused when the dialog opens). */
export function ListNameField({ value, error, onChange, onClearError }: ListNameFieldProps) {
  return (
    <TextInput
      label="List name"
      name="name"
      value={value}
      maxLength={120}
      onChange={(e) => {
        onChange(e.target.value);
        if (error) onClearError();
      }}
      error={error}
      required
      autoFocus
    />
  );
}
