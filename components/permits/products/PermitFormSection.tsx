import type { ReactNode } from 'react';
import type { PermitForm, PermitFormProblems } from '@/lib/rules/permits/permit-form';

/** What every section of the permit type form gets from PermitFormFields. */
export interface PermitSectionProps {
  form: PermitForm;
  onChange: (form: PermitForm) => void;
  problems: PermitFormProblems;
  /** Edit: price and currency cannot change. */
  editing: boolean;
}

/** One titled group of the permit type form (a fieldset with a two-column grid). */
export function PermitFormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-lg border border-gray-200 bg-white p-4">
      <legend className="px-1 text-sm font-semibold text-gray-900">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}
