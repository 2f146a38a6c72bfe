'use client';

import { useState, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { cn, focusRing } from './cn';
import { FormField } from './FormField';
import { EyeIcon, EyeOffIcon } from './icons';
import { inputClasses } from './input-classes';

export { inputClasses };

export interface TextInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  label: ReactNode;
  error?: string | null;
  hint?: ReactNode;
  hideLabel?: boolean;
  id?: string;
  /** Classes of the field wrapper (label, input, texts). */
  className?: string;
  inputClassName?: string;
  ref?: Ref<HTMLInputElement>;
}

/** A labelled text input with its hint and error. */
export function TextInput({
  label,
  error,
  hint,
  hideLabel,
  id,
  required,
  className,
  inputClassName,
  ref,
  type = 'text',
  ...rest
}: TextInputProps) {
  return (
    <FormField
      label={label}
      error={error}
      hint={hint}
      hideLabel={hideLabel}
      id={id}
      required={required}
      className={className}
    >
      {(control) => (
        <input
          ref={ref}
          type={type}
          className={cn(inputClasses, inputClassName)}
          {...control}
          {...rest}
        />
      )}
    </FormField>
  );
}

export type PasswordInputProps = Omit<TextInputProps, 'type'>;

/** A labelled password input with a show/hide toggle. */
export function PasswordInput({
  label,
  error,
  hint,
  hideLabel,
  id,
  required,
  className,
  inputClassName,
  ref,
  ...rest
}: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <FormField
      label={label}
      error={error}
      hint={hint}
      hideLabel={hideLabel}
      id={id}
      required={required}
      className={className}
    >
      {(control) => (
        <div className="relative">
          <input
            ref={ref}
            type={visible ? 'text' : 'password'}
            className={cn(inputClasses, 'pr-10', inputClassName)}
            {...control}
            {...rest}
          />
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-label={visible ? 'Hide password' : 'Show password'}
            aria-controls={control.id}
            className={cn(
              'absolute inset-y-0 right-0 flex w-9 items-center justify-center rounded-r-md text-gray-600 hover:text-gray-900',
              focusRing,
            )}
          >
            {visible ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        </div>
      )}
    </FormField>
  );
}
