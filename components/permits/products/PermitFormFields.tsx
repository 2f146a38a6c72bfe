'use client';

import { FormField } from '@/components/ui/FormField';
import { TextInput, inputClasses } from '@/components/ui/TextInput';
import type { PermitForm } from '@/lib/rules/permits/permit-form';
import { PermitAccessFields } from './PermitAccessFields';
import { PermitDurationFields } from './PermitDurationFields';
import { PermitFormSection, type PermitSectionProps } from './PermitFormSection';
import { PermitPriceFields } from './PermitPriceFields';

export type PermitFormFieldsProps = PermitSectionProps;

/** Every field of a permit type (spec 2 §3) with the §5 rules applied as the user changes them. */
export function PermitFormFields(props: PermitFormFieldsProps) {
  const { form, onChange, problems } = props;
  const set = <K extends keyof PermitForm>(key: K, value: PermitForm[K]) =>
    onChange({ ...form, [key]: value });
  return (
    <div className="space-y-6">
      <PermitFormSection title="Details">
        <TextInput
          label="Name"
          required
          className="sm:col-span-2"
          value={form.name}
          maxLength={120}
          error={problems.name}
          onChange={(e) => set('name', e.target.value)}
        />
        <FormField
          label="Description"
          required
          error={problems.description}
          className="sm:col-span-2"
        >
          {(control) => (
            <textarea
              {...control}
              rows={3}
              maxLength={2000}
              className={`${inputClasses} h-auto py-2`}
              value={form.description}
              onChange={(e) => set('description', e.target.value)}
            />
          )}
        </FormField>
      </PermitFormSection>
      <PermitPriceFields {...props} />
      <PermitDurationFields {...props} />
      <PermitAccessFields form={form} onChange={onChange} />
    </div>
  );
}
