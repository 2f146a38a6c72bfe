'use client';

import { TextInput } from '@/components/ui/TextInput';
import type { CustomerInput } from '@/lib/rules/permits/holder-forms';

export interface CustomerFieldsProps {
  nameLabel: string;
  emailLabel: string;
  values: CustomerInput;
  onChange: (values: CustomerInput) => void;
  /** The errors shown (none until a save was tried). */
  errors: Partial<Record<keyof CustomerInput, string>>;
}

/** A customer's name and e-mail. */
export function CustomerFields({
  nameLabel,
  emailLabel,
  values,
  onChange,
  errors,
}: CustomerFieldsProps) {
  return (
    <>
      <TextInput
        label={nameLabel}
        name="fullname"
        maxLength={120}
        autoFocus
        required
        value={values.fullname}
        onChange={(e) => onChange({ ...values, fullname: e.target.value })}
        error={errors.fullname}
      />
      <TextInput
        label={emailLabel}
        name="email"
        type="email"
        autoComplete="off"
        maxLength={254}
        required
        value={values.email}
        onChange={(e) => onChange({ ...values, email: e.target.value })}
        error={errors.email}
      />
    </>
  );
}
