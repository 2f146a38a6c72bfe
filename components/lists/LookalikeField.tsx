'use client';

import { useId } from 'react';

/** The list setting's label and hint (issue 29, item 3). */
export const LOOKALIKE_LABEL = 'Also match look-alike characters';
export const LOOKALIKE_HINT = 'Plates OCR may misread (0/O, 1/I, 8/B …) match as near matches.';

export interface LookalikeFieldProps {
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** "Also match look-alike characters" of an allow or hot list, with its one-line hint. */
export function LookalikeField({ checked, onChange }: LookalikeFieldProps) {
  const id = useId();
  return (
    <div className="flex items-start gap-2">
      <input
        id={id}
        name="matchLookalikes"
        type="checkbox"
        className="mt-0.5 size-4 shrink-0 rounded border-gray-300 accent-brand-600"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        aria-describedby={`${id}-hint`}
      />
      <div className="text-sm">
        <label htmlFor={id} className="font-medium text-gray-900">
          {LOOKALIKE_LABEL}
        </label>
        <p id={`${id}-hint`} className="mt-0.5 text-gray-600">
          {LOOKALIKE_HINT}
        </p>
      </div>
    </div>
  );
}
