import type { InputHTMLAttributes } from 'react';

/**
 * A labelled file field of the portal forms, with its hint under it (ids as Field's:
 * `field-{name}`, `field-{name}-hint`). `className` styles the input (its file button).
 */
export function FileField({
  label,
  name,
  hint,
  className,
  ...rest
}: InputHTMLAttributes<HTMLInputElement> & { label: string; name: string; hint: string }) {
  const id = `field-${name}`;
  return (
    <div>
      <label htmlFor={id} className="block text-sm font-medium text-gray-900">
        {label}
      </label>
      <input
        id={id}
        name={name}
        type="file"
        {...rest}
        aria-describedby={`${id}-hint`}
        className={className}
      />
      <p id={`${id}-hint`} className="mt-1 text-xs text-gray-700">
        {hint}
      </p>
    </div>
  );
}
