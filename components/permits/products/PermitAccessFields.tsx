'use client';

import {
  withApprovalsRequired,
  withBusinessOnly,
  type PermitForm,
} from '@/lib/rules/permits/permit-form';
import { CheckField } from './CheckField';
import { PermitFormSection, type PermitSectionProps } from './PermitFormSection';

/** Approvals, registration proof, email verification, privacy and business-account access. */
export function PermitAccessFields({
  form,
  onChange,
}: Pick<PermitSectionProps, 'form' | 'onChange'>) {
  const set = <K extends keyof PermitForm>(key: K, value: PermitForm[K]) =>
    onChange({ ...form, [key]: value });
  return (
    <PermitFormSection title="Approvals and access">
      <div className="space-y-3 sm:col-span-2">
        <CheckField
          label="Approvals required"
          hint="Each request waits for staff to approve or reject it."
          checked={form.approvalsRequired}
          onChange={(on) => onChange(withApprovalsRequired(form, on))}
        />
        {form.approvalsRequired ? (
          <div className="pl-6">
            <CheckField
              label="Registration proof required"
              hint="Customers upload images of their registration with the request."
              checked={form.isRegImgRequired}
              onChange={(on) => set('isRegImgRequired', on)}
            />
          </div>
        ) : null}
        <CheckField
          label="Email verification"
          hint="Customers verify their email before registering (without it the portal link opens the guest checkout)."
          checked={form.isEmailVerify}
          onChange={(on) => set('isEmailVerify', on)}
        />
        <CheckField
          label="Private"
          hint="Not listed on the permit portal; customers need the link."
          checked={form.isPrivate}
          onChange={(on) => set('isPrivate', on)}
        />
        <CheckField
          label="Business accounts only"
          hint="Only your business accounts can issue this permit."
          checked={form.isCustomerEntityOnly}
          onChange={(on) => onChange(withBusinessOnly(form, on))}
        />
        {form.isCustomerEntityOnly ? (
          <div className="pl-6">
            <CheckField
              label="Available to all business accounts"
              hint="Assigned to every business account by default."
              checked={form.isCustomerEntityAll}
              onChange={(on) => set('isCustomerEntityAll', on)}
            />
          </div>
        ) : null}
      </div>
    </PermitFormSection>
  );
}
