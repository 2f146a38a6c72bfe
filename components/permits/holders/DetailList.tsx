import type { ReactNode } from 'react';

/** Label/value pairs of a detail card, two columns from tablet width on. */
export function DetailList({ items }: { items: Array<[string, ReactNode]> }) {
  return (
    <dl className="grid grid-cols-1 gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3">
      {items.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-xs font-medium uppercase tracking-wide text-gray-600">{label}</dt>
          <dd className="mt-0.5 break-words text-sm text-gray-900">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
