'use client';

import { TextInput } from '@/components/ui/TextInput';
import { hexSwatch, stripHex } from '@/lib/rules/lists/plates';

export interface LabelHexFieldProps {
  value: string;
  error: string | undefined;
  onChange: (value: string) => void;
}

/** The plate's label colour in hex, with a swatch of it. */
export function LabelHexField({ value, error, onChange }: LabelHexFieldProps) {
  const swatch = hexSwatch(value);
  return (
    <div className="flex items-start gap-2">
      <TextInput
        className="flex-1"
        label="Label colour (hex)"
        name="labelHex"
        value={value}
        maxLength={7}
        placeholder="1E90FF"
        autoComplete="off"
        onChange={(e) => onChange(stripHex(e.target.value))}
        error={error}
        hint="Six hex digits, e.g. 1E90FF."
      />
      <span
        aria-hidden="true"
        data-testid="hex-swatch"
        className="mt-7 size-9 shrink-0 rounded-md ring-1 ring-inset ring-gray-300"
        style={swatch ? { backgroundColor: swatch } : undefined}
      />
    </div>
  );
}
