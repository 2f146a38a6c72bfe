'use client';

import { FormField } from '@/components/ui/FormField';
import { inputClasses } from '@/components/ui/input-classes';
import { cn } from '@/components/ui/cn';

export interface MessageFieldProps {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  hint?: string;
}

/** The optional message of Approve, Reject and the status change (blank is sent as null). */
export function MessageField({
  value,
  onChange,
  label = 'Message (optional)',
  hint,
}: MessageFieldProps) {
  return (
    <FormField label={label} hint={hint}>
      {(control) => (
        <textarea
          {...control}
          name="message"
          rows={4}
          maxLength={1000}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          className={cn(inputClasses, 'h-auto py-2')}
        />
      )}
    </FormField>
  );
}
