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
  /**
   * A button beside the input (a form's one action: 'Check availability', 'Save'). It sits in the
   * input's row, above the hint and error, so a text appearing under the field never moves it.
   */
  action?: ReactNode;
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
  action,
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
      {(control) => {
        const input = renderInput({
          ref,
          className: cn(inputClasses, variantClassName, inputClassName),
          ...control,
          ...rest,
        });
        return action ? (
          <div className="flex items-start gap-2">
            <div className="min-w-0 flex-1">{input}</div>
            <div className="shrink-0">{action}</div>
          </div>
        ) : (
          input
        );
      }}
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
