'use client';

import { TextInput } from '@/components/ui/TextInput';
import { formatCount } from '@/lib/format';
import { monthsText, RETENTION_RULES, type RetentionKind } from '@/lib/rules/privacy/retention';

const PURGED_DATE = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});

/** One kind of data: what goes, the months to keep it (minimum shown) and what would go today. */
export function RetentionRow({
  kind,
  value,
  error,
  count,
  purgedBefore,
  onChange,
}: {
  kind: RetentionKind;
  value: string;
  error: string | null;
  count: number | null;
  purgedBefore: string | null;
  onChange: (value: string) => void;
}) {
  const rule = RETENTION_RULES[kind];
  return (
    <li className="grid gap-3 py-4 sm:grid-cols-[minmax(0,1fr)_12rem_10rem] sm:items-start">
      <div>
        <h3 className="text-sm font-medium text-gray-900">{rule.label}</h3>
        <p className="mt-1 text-sm text-gray-600">{rule.removes}</p>
        {purgedBefore ? (
          <p className="mt-1 text-xs text-gray-500">
            Records before {PURGED_DATE.format(new Date(purgedBefore))} have been removed.
          </p>
        ) : null}
      </div>
      <TextInput
        label={`${rule.label}: months to keep`}
        hideLabel
        inputMode="numeric"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        error={error}
        hint={`Months (at least ${monthsText(rule.minMonths)})`}
      />
      <p className="text-sm text-gray-700 sm:pt-2 sm:text-right" aria-live="polite">
        {count === null ? (
          <span className="text-gray-400">…</span>
        ) : (
          <>
            <span className="font-semibold text-gray-900">{formatCount(count)}</span>{' '}
            {count === 1 ? 'record' : 'records'} to remove
          </>
        )}
      </p>
    </li>
  );
}
