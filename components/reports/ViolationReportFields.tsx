'use client';

import { FormField } from '@/components/ui/FormField';
import { inputClasses } from '@/components/ui/input-classes';
import { citationsBffRoutes as routes } from '@/lib/contract/citations/bff-routes';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { useZoneOrUtc } from '@/lib/hooks/first-view-tz';

export interface ViolationReportChoice {
  /** A location name, or '' for all. */
  locationName: string;
  paidSort: '' | 'paid' | 'unpaid';
}

/** The violation report's own fields (spec 1 §2): a location and the paid sort. */
export function ViolationReportFields({
  value,
  onChange,
}: {
  value: ViolationReportChoice;
  onChange: (next: ViolationReportChoice) => void;
}) {
  const { data, isLoading } = useEndpoint(routes.citationSummary, {
    query: { tz: useZoneOrUtc() },
  });
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label="Location">
        {(control) => (
          <select
            {...control}
            className={inputClasses}
            value={value.locationName}
            disabled={isLoading}
            onChange={(e) => onChange({ ...value, locationName: e.target.value })}
          >
            <option value="">All locations</option>
            {(data?.locations ?? []).map((l) => (
              <option key={l.uuid} value={l.name}>
                {l.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Paid sort">
        {(control) => (
          <select
            {...control}
            className={inputClasses}
            value={value.paidSort}
            onChange={(e) =>
              onChange({ ...value, paidSort: e.target.value as ViolationReportChoice['paidSort'] })
            }
          >
            <option value="">Newest first</option>
            <option value="paid">Paid first</option>
            <option value="unpaid">Unpaid first</option>
          </select>
        )}
      </FormField>
    </div>
  );
}
