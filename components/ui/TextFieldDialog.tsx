'use client';

import { useRef, useState } from 'react';
import { FormDialog } from './FormDialog';
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
  const checked = useRef<TextFieldCheck>({ value });

  return (
    <FormDialog
      onClose={onClose}
      title={title}
      description={description}
      size="sm"
      submitLabel={submitLabel}
      validate={() => {
        const result = validate(value);
        checked.current = result;
        setFieldError('error' in result ? result.error : null);
        return 'value' in result;
      }}
      onSubmit={() => onSave('value' in checked.current ? checked.current.value : value)}
    >
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
    </FormDialog>
  );
}
