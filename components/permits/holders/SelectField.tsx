'use client';

import { FormField } from '@/components/ui/FormField';
import { inputClasses } from '@/components/ui/input-classes';

export interface SelectFieldProps {
  label: string;
  name: string;
  value: string;
  onChange: (value: string) => void;
  options: ReadonlyArray<{ value: string; label: string }>;
  /** The first, empty choice ('Choose…'). */
  placeholder: string;
  error?: string;
  required?: boolean;
}

/** A native select in a FormField: label, the choices, the error in red under it. */
export function SelectField({
  label,
  name,
  value,
  onChange,
  options,
  placeholder,
  error,
  required,
}: SelectFieldProps) {
  return (
    <FormField label={label} error={error} required={required}>
      {(control) => (
        <select
          {...control}
          name={name}
          className={inputClasses}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        >
          <option value="">{placeholder}</option>
          {options.map((o) => (
            <option key={o.value} value={o.value}>
              {o.label}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
