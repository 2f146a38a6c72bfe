'use client';

import { FormField } from '@/components/ui/FormField';
import { inputClasses } from '@/components/ui/input-classes';
import type { ApiError } from '@/lib/fetcher';

/** 'All scans': no list filter. */
export const ALL_LISTS = '';

export interface ReportListChoiceProps {
  lists: {
    data: { lists: { uuid: string; name: string }[] } | undefined;
    error: ApiError | undefined;
    isLoading: boolean;
  };
  value: string;
  onChange: (uuid: string) => void;
}

/** The list filter of a scan report: one of the organisation's lists, or all scans (spec 1 §6). */
export function ReportListChoice({ lists, value, onChange }: ReportListChoiceProps) {
  return (
    <FormField
      label="List"
      hint={lists.error ? lists.error.message : 'Only scans matched on this list, or all scans.'}
    >
      {(control) => (
        <select
          {...control}
          className={inputClasses}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          disabled={lists.isLoading}
        >
          <option value={ALL_LISTS}>All scans</option>
          {(lists.data?.lists ?? []).map((l) => (
            <option key={l.uuid} value={l.uuid}>
              {l.name}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}
