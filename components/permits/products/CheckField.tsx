import { useId, type ReactNode } from 'react';

export interface CheckFieldProps {
  label: ReactNode;
  hint?: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

/** A checkbox with its label and an optional explanation under it. */
export function CheckField({ label, hint, checked, onChange, disabled }: CheckFieldProps) {
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        type="checkbox"
        className="mt-0.5 size-4 rounded border-gray-300 text-brand-600 focus-visible:outline-2 focus-visible:outline-brand-600"
        checked={checked}
        disabled={disabled}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.checked)}
      />
      <div className="text-sm">
        <label htmlFor={id} className="font-medium text-gray-900">
          {label}
        </label>
        {hint ? (
          <p id={`${id}-hint`} className="text-gray-600">
            {hint}
          </p>
        ) : null}
      </div>
    </div>
  );
}
