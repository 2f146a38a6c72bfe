'use client';

import type { ReactNode } from 'react';
import { FormField } from '@/components/ui/FormField';
import { TextInput, inputClasses } from '@/components/ui/TextInput';
import {
  BILLING_PERIODS,
  BILLING_TYPES,
  CURRENCIES,
  DURATION_UNITS,
  DURATION_UNIT_LABELS,
  TIME_SELECTION_LABELS,
  fixedPeriodHoursOf,
  withApprovalsRequired,
  withBillingType,
  withBusinessOnly,
  type PermitForm,
  type PermitFormProblems,
  type TimeSelection,
} from '@/lib/rules/permits/permit-form';
import { correctedPriceText, durationValue } from '@/lib/rules/permits/permit-form-fields';
import { BILLING_PERIOD_LABELS, BILLING_TYPE_LABELS } from '@/lib/rules/permits/issued-display';
import { typeDurationDisplay, type DurationUnit } from '@/lib/rules/permits/permit-rules';
import { CheckField } from './CheckField';
import { TIME_SELECTION } from '@/lib/rules/permits/permit-rules';

export interface PermitFormFieldsProps {
  form: PermitForm;
  onChange: (form: PermitForm) => void;
  problems: PermitFormProblems;
  /** Edit: price and currency cannot change. */
  editing: boolean;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-lg border border-gray-200 bg-white p-4">
      <legend className="px-1 text-sm font-semibold text-gray-900">{title}</legend>
      <div className="grid gap-4 sm:grid-cols-2">{children}</div>
    </fieldset>
  );
}

/** Every field of a permit type (spec 2 §3) with the §5 rules applied as the user changes them. */
export function PermitFormFields({ form, onChange, problems, editing }: PermitFormFieldsProps) {
  const set = <K extends keyof PermitForm>(key: K, value: PermitForm[K]) =>
    onChange({ ...form, [key]: value });
  const fixed = form.timeSelectionType === TIME_SELECTION.fixedPeriod;
  const hours = fixed ? fixedPeriodHoursOf(form) : null;
  const duration = durationValue(form.permitDuration);
  return (
    <div className="space-y-6">
      <Section title="Details">
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
      </Section>

      <Section title="Price and billing">
        <TextInput
          label="Price"
          required
          inputMode="decimal"
          value={form.price}
          disabled={editing}
          error={problems.price}
          hint={
            editing
              ? 'The price and currency cannot be changed once the permit type exists.'
              : 'In dollars; 0 for a free permit.'
          }
          onChange={(e) => set('price', e.target.value)}
          onBlur={(e) => set('price', correctedPriceText(e.target.value))}
        />
        <FormField label="Currency">
          {(control) => (
            <select
              {...control}
              className={inputClasses}
              value={form.currency}
              disabled={editing}
              onChange={(e) => set('currency', e.target.value as PermitForm['currency'])}
            >
              {CURRENCIES.map((c) => (
                <option key={c}>{c}</option>
              ))}
            </select>
          )}
        </FormField>
        <TextInput
          label="Convenience fee ($)"
          inputMode="decimal"
          value={form.convenienceFee}
          error={problems.convenienceFee}
          hint="In dollars, like the price (0.20 is 20 cents); charged on top of a priced permit."
          onChange={(e) => set('convenienceFee', e.target.value)}
        />
        <FormField label="Billing type">
          {(control) => (
            <select
              {...control}
              className={inputClasses}
              value={form.billingType}
              onChange={(e) =>
                onChange(withBillingType(form, e.target.value as PermitForm['billingType']))
              }
            >
              {BILLING_TYPES.map((t) => (
                <option key={t} value={t}>
                  {BILLING_TYPE_LABELS[t]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        <FormField label="Billing period">
          {(control) => (
            <select
              {...control}
              className={inputClasses}
              value={form.billingPeriod}
              disabled={form.billingType === 'ONE TIME'}
              onChange={(e) => set('billingPeriod', e.target.value as PermitForm['billingPeriod'])}
            >
              {BILLING_PERIODS.filter(
                (p) => (form.billingType === 'ONE TIME') === (p === 'NONE'),
              ).map((p) => (
                <option key={p} value={p}>
                  {BILLING_PERIOD_LABELS[p]}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </Section>

      <Section title="Duration">
        <FormField label="Time selection" className="sm:col-span-2">
          {(control) => (
            <select
              {...control}
              className={inputClasses}
              value={form.timeSelectionType}
              onChange={(e) => set('timeSelectionType', Number(e.target.value) as TimeSelection)}
            >
              {([1, 2, 3] as const).map((t) => (
                <option key={t} value={t}>
                  {TIME_SELECTION_LABELS[t]}
                </option>
              ))}
            </select>
          )}
        </FormField>
        {fixed ? (
          <>
            <TextInput
              type="datetime-local"
              label="Period start"
              required
              value={form.chosenDate}
              error={problems.chosenDate}
              onChange={(e) => set('chosenDate', e.target.value)}
            />
            <TextInput
              type="datetime-local"
              label="Period end"
              required
              value={form.chosenEndDate}
              error={problems.chosenEndDate}
              hint={hours !== null ? `Duration: ${typeDurationDisplay(hours, 'HOUR')}` : undefined}
              onChange={(e) => set('chosenEndDate', e.target.value)}
            />
          </>
        ) : (
          <>
            <TextInput
              label="Duration"
              type="number"
              min={1}
              step={1}
              value={form.permitDuration}
              hint={`Shown as ${typeDurationDisplay(duration, form.permitDurationUnit)}.`}
              onChange={(e) => set('permitDuration', e.target.value)}
              onBlur={(e) => set('permitDuration', String(durationValue(e.target.value)))}
            />
            <FormField label="Duration unit">
              {(control) => (
                <select
                  {...control}
                  className={inputClasses}
                  value={form.permitDurationUnit}
                  onChange={(e) => set('permitDurationUnit', e.target.value as DurationUnit)}
                >
                  {DURATION_UNITS.map((u) => (
                    <option key={u} value={u}>
                      {DURATION_UNIT_LABELS[u]}
                    </option>
                  ))}
                </select>
              )}
            </FormField>
          </>
        )}
        <TextInput
          label="Time zone"
          value={form.timeZone}
          maxLength={64}
          hint="Start and expiry times are counted in this zone."
          onChange={(e) => set('timeZone', e.target.value)}
        />
        <TextInput
          label="Maximum permits"
          type="number"
          step={1}
          value={form.maxCount}
          hint="Empty or 0: no limit."
          onChange={(e) => set('maxCount', e.target.value)}
        />
      </Section>

      <Section title="Approvals and access">
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
      </Section>
    </div>
  );
}
