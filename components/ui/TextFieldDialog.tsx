'use client';

import { useState, type FormEvent } from 'react';
import { isApiError } from '@/lib/fetcher';
import { messages } from '@/lib/messages';
import { Alert } from './Alert';
import { Button } from './Button';
import { Dialog } from './Dialog';
import { TextInput, type TextInputProps } from './TextInput';

/** A checked value: the value to save, or the field's error. */
export type TextFieldCheck = { value: string } | { error: string };

export interface TextFieldDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  description?: string;
  submitLabel: string;
  /** The field (label, name, maxLength, autoComplete …); it is always required and focused. */
  field: Omit<TextInputProps, 'value' | 'onChange' | 'error' | 'required' | 'autoFocus'>;
  initialValue?: string;
  /** Rewrites the value as typed (and the initial value), e.g. upper-cases it. */
  normalize?: (value: string) => string;
  /** Clears the field's error as soon as the value is changed. */
  clearErrorOnChange?: boolean;
  /** Checks the value on submit. */
  validate: (value: string) => TextFieldCheck;
  /** Uses the checked value; a thrown ApiError's message is shown in the dialog. */
  onSave: (value: string) => Promise<void> | void;
}

const same = (value: string) => value;

/** A dialog with one required text field, its check, and Cancel / submit buttons. */
export function TextFieldDialog({ open, ...rest }: TextFieldDialogProps) {
  return open ? <TextFieldForm {...rest} /> : null;
}

function TextFieldForm({
  onClose,
  title,
  description,
  submitLabel,
  field,
  initialValue = '',
  normalize = same,
  clearErrorOnChange = false,
  validate,
  onSave,
}: Omit<TextFieldDialogProps, 'open'>) {
  const [value, setValue] = useState(normalize(initialValue));
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const checked = validate(value);
    if ('error' in checked) {
      setFieldError(checked.error);
      return;
    }
    setFieldError(null);
    setError(null);
    setSaving(true);
    try {
      await onSave(checked.value);
    } catch (cause) {
      setError(isApiError(cause) ? cause.message : messages.serverError);
      setSaving(false);
    }
  }

  return (
    <Dialog
      open
      onClose={saving ? () => {} : onClose}
      onSubmit={onSubmit}
      title={title}
      description={description}
      size="sm"
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            {submitLabel}
          </Button>
        </>
      }
    >
      {error ? <Alert tone="error">{error}</Alert> : null}
      <TextInput
        {...field}
        value={value}
        onChange={(e) => {
          setValue(normalize(e.target.value));
          if (clearErrorOnChange && fieldError) setFieldError(null);
        }}
        error={fieldError}
        required
        autoFocus
      />
    </Dialog>
  );
}
