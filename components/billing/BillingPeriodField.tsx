'use client';

import type { BillingInterval } from '@/lib/contract/billing';

const radio = 'size-4 border-gray-300 accent-brand-600';

export interface BillingPeriodFieldProps {
  value: BillingInterval;
  onChange: (value: BillingInterval) => void;
}

/** The subscription's billing period: monthly or annual. */
export function BillingPeriodField({ value, onChange }: BillingPeriodFieldProps) {
  return (
    <fieldset>
      <legend className="text-sm font-medium text-gray-800">Billing period</legend>
      <div className="mt-2 flex gap-6">
        <label className="inline-flex items-center gap-2 text-sm text-gray-800">
          <input
            type="radio"
            name="interval"
            value="month"
            checked={value === 'month'}
            onChange={() => onChange('month')}
            className={radio}
          />
          Monthly
        </label>
        <label className="inline-flex items-center gap-2 text-sm text-gray-800">
          <input
            type="radio"
            name="interval"
            value="year"
            checked={value === 'year'}
            onChange={() => onChange('year')}
            className={radio}
          />
          Annual
        </label>
      </div>
    </fieldset>
  );
}
