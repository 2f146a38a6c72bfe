'use client';

import { TextInput } from '@/components/ui/TextInput';
import { isValidDateInput } from '@/lib/rules/reports/report-rows';

export interface ReportDateFieldsProps {
  start: string;
  end: string;
  onStart: (value: string) => void;
  onEnd: (value: string) => void;
}

/** The report's start and end dates (the end must not be before the start). */
export function ReportDateFields({ start, end, onStart, onEnd }: ReportDateFieldsProps) {
  const endError =
    isValidDateInput(start) && isValidDateInput(end) && end < start
      ? 'The end date must not be before the start date.'
      : null;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextInput
        type="date"
        label="Start date"
        name="startDate"
        value={start}
        max={end || undefined}
        onChange={(e) => onStart(e.target.value)}
        required
        autoFocus
      />
      <TextInput
        type="date"
        label="End date"
        name="endDate"
        value={end}
        min={start || undefined}
        onChange={(e) => onEnd(e.target.value)}
        error={endError}
        required
      />
    </div>
  );
}
