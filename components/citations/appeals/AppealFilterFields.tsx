'use client';

import { FormField } from '@/components/ui/FormField';
import { inputClasses } from '@/components/ui/input-classes';
import type { AppealFilters } from '@/lib/rules/citations/list-urls';
import {
  APPEAL_STATUS_FILTERS,
  type AppealStatusFilter,
} from '@/lib/rules/citations/appeal-status';

export interface AppealFilterFieldsProps {
  filters: AppealFilters;
  locations: readonly { uuid: string; name: string }[];
  /** Goes to the list with these filters (from its first page). */
  go: (next: Partial<AppealFilters>) => void;
}

/** The appeals list's location and status filters. */
export function AppealFilterFields({ filters, locations, go }: AppealFilterFieldsProps) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row">
      <FormField label="Location" className="sm:w-64">
        {(control) => (
          <select
            {...control}
            className={inputClasses}
            value={filters.location}
            onChange={(e) => go({ location: e.target.value })}
          >
            <option value="All">All</option>
            {locations.map((l) => (
              <option key={l.uuid} value={l.uuid}>
                {l.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="Status" className="sm:w-48">
        {(control) => (
          <select
            {...control}
            className={inputClasses}
            value={filters.status}
            onChange={(e) => go({ status: e.target.value as AppealStatusFilter })}
          >
            {APPEAL_STATUS_FILTERS.map((s) => (
              <option key={s} value={s}>
                {s}
              </option>
            ))}
          </select>
        )}
      </FormField>
    </div>
  );
}
