'use client';

import { useId, type ReactNode } from 'react';
import { cn } from './cn';

/** What a control inside a FormField must spread on itself. */
export interface FieldControlProps {
  id: string;
  'aria-describedby'?: string;
  'aria-invalid'?: true;
  required?: boolean;
}

export interface FormFieldProps {
  label: ReactNode;
  /** The error text under the field; the control is then aria-invalid and described by it. */
  error?: string | null;
  /** Help text under the field (before the error). */
  hint?: ReactNode;
  required?: boolean;
  /** Visually hides the label (it stays the accessible name). */
  hideLabel?: boolean;
  /** An id for the control; generated when omitted. */
  id?: string;
  className?: string;
  children: (control: FieldControlProps) => ReactNode;
}

/**
 * A label bound to its control, help text and an error under it, wired with aria-describedby.
 * The control comes from the render function: `{(control) => <input {...control} />}`.
 */
export function FormField({
  label,
  error,
  hint,
  required,
  hideLabel,
  id,
  className,
  children,
}: FormFieldProps) {
  const generated = useId();
  const controlId = id ?? `field-${generated}`;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;

  return (
    <div className={cn('flex flex-col gap-1.5', className)}>
      <label
        htmlFor={controlId}
        className={cn('text-sm font-medium text-gray-800', hideLabel && 'sr-only')}
      >
        {label}
        {required ? (
          <span className="text-danger-700" aria-hidden="true">
            {' '}
            *
          </span>
        ) : null}
      </label>
      {children({
        id: controlId,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        required: required || undefined,
      })}
      {hint ? (
        <div id={hintId} className="text-xs text-gray-600">
          {hint}
        </div>
      ) : null}
      {error ? (
        <p id={errorId} className="text-xs font-medium text-danger-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
