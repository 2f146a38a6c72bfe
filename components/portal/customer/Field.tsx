import type { InputHTMLAttributes } from 'react';

const input =
  'block h-11 w-full rounded-md border border-gray-400 bg-white px-3 text-base text-gray-900 ' +
  'focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-gray-900';

/** A labelled text field of the portal forms (phone-sized: 44 px high, 16 px text). */
export function Field({
  label,
  name,
  hint,
  className,
  ...rest
}: InputHTMLAttributes<HTMLInputElement> & { label: string; name: string; hint?: string }) {
  const id = `field-${name}`;
  return (
    <div className={className}>
      <label htmlFor={id} className="block text-sm font-medium text-gray-900">
        {label}
      </label>
      <input
        id={id}
        name={name}
        aria-describedby={hint ? `${id}-hint` : undefined}
        className={`mt-1 ${input}`}
        {...rest}
      />
      {hint ? (
        <p id={`${id}-hint`} className="mt-1 text-xs text-gray-700">
          {hint}
        </p>
      ) : null}
    </div>
  );
}
