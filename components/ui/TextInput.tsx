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

/** What the input of an InputField spreads on itself: field wiring, ref, classes, the rest. */
type InputProps = InputHTMLAttributes<HTMLInputElement> & {
  id: string;
  ref?: Ref<HTMLInputElement>;
};

interface InputFieldProps extends Omit<TextInputProps, 'type'> {
  /** Classes of the variant, before inputClassName. */
  variantClassName?: string;
  renderInput: (input: InputProps) => ReactNode;
}

/** The FormField of TextInput and PasswordInput around the input that renderInput draws. */
function InputField({
  label,
  error,
  hint,
  hideLabel,
  id,
  required,
  className,
  inputClassName,
  variantClassName,
  ref,
  renderInput,
  ...rest
}: InputFieldProps) {
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
      {(control) =>
        renderInput({
          ref,
          className: cn(inputClasses, variantClassName, inputClassName),
          ...control,
          ...rest,
        })
      }
    </FormField>
  );
}

/** A labelled text input with its hint and error. */
export function TextInput({ type = 'text', ...props }: TextInputProps) {
  return <InputField {...props} renderInput={(input) => <input type={type} {...input} />} />;
}

export type PasswordInputProps = Omit<TextInputProps, 'type'>;

/** A labelled password input with a show/hide toggle. */
export function PasswordInput(props: PasswordInputProps) {
  const [visible, setVisible] = useState(false);
  return (
    <InputField
      {...props}
      variantClassName="pr-10"
      renderInput={(input) => (
        <div className="relative">
          <input type={visible ? 'text' : 'password'} {...input} />
          <button
            type="button"
            onClick={() => setVisible((v) => !v)}
            aria-label={visible ? 'Hide password' : 'Show password'}
            aria-controls={input.id}
            className={cn(
              'absolute inset-y-0 right-0 flex w-9 items-center justify-center rounded-r-md text-gray-600 hover:text-gray-900',
              focusRing,
            )}
          >
            {visible ? <EyeOffIcon /> : <EyeIcon />}
          </button>
        </div>
      )}
    />
  );
}
