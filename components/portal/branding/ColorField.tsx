'use client';

import { cn } from '@/components/ui/cn';
import { FormField } from '@/components/ui/FormField';
import { inputClasses } from '@/components/ui/input-classes';
import { DEFAULT_BRAND_COLOR, normalizeHex } from '@/lib/rules/portal/brand-branding';

export interface ColorFieldProps {
  label: string;
  /** Hex without '#', as typed. */
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  hint?: string;
}

/** A colour: the browser's colour picker and the hex text beside it (without '#'), kept in step. */
export function ColorField({ label, value, onChange, error, hint }: ColorFieldProps) {
  const picked = `#${normalizeHex(value) ?? DEFAULT_BRAND_COLOR}`;
  return (
    <FormField label={`${label} (hex, without #)`} error={error} hint={hint}>
      {(control) => (
        <div className="flex items-center gap-2">
          <input
            type="color"
            aria-label={`${label} picker`}
            value={picked}
            onChange={(e) => onChange(e.target.value.slice(1))}
            className="h-9 w-12 shrink-0 cursor-pointer rounded-md border border-gray-300 bg-white p-1"
          />
          <span aria-hidden="true" className="text-gray-500">
            #
          </span>
          <input
            {...control}
            type="text"
            inputMode="text"
            autoComplete="off"
            spellCheck={false}
            maxLength={7}
            value={value}
            onChange={(e) => onChange(e.target.value.replace(/^#/, ''))}
            className={cn(inputClasses, 'w-32 font-mono uppercase')}
          />
        </div>
      )}
    </FormField>
  );
}
