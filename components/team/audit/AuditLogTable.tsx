'use client';

import { DateText } from '@/components/ui/DateText';
import type { AuditLogRow } from '@/lib/contract/team/bff';

/** The audit log's rows: when, who, what (a sentence), the plate and the values before and after. */
export function AuditLogTable({ rows }: { rows: AuditLogRow[] }) {
  return (
    <div className="overflow-x-auto rounded-lg border border-gray-200 bg-white">
      <table className="min-w-full divide-y divide-gray-200 text-sm">
        <caption className="sr-only">Audit log, newest first</caption>
        <thead className="bg-gray-50 text-left text-xs font-semibold tracking-wide text-gray-700 uppercase">
          <tr>
            <th scope="col" className="px-3 py-2">
              When
            </th>
            <th scope="col" className="px-3 py-2">
              Who
            </th>
            <th scope="col" className="px-3 py-2">
              What
            </th>
            <th scope="col" className="px-3 py-2">
              Plate
            </th>
            <th scope="col" className="px-3 py-2">
              Before → after
            </th>
          </tr>
        </thead>
        <tbody className="divide-y divide-gray-100 align-top">
          {rows.map((row) => (
            <tr key={row.id}>
              <td className="px-3 py-2 whitespace-nowrap text-gray-700 tabular-nums">
                <time dateTime={row.createdAt}>
                  <DateText value={row.createdAt} />
                </time>
              </td>
              <td className="px-3 py-2">
                <div className="font-medium text-gray-900">{row.actorName}</div>
                <div className="text-xs whitespace-nowrap text-gray-600">{row.actorEmail}</div>
              </td>
              <td className="min-w-56 px-3 py-2 text-gray-900">
                <div>{row.sentence}</div>
                <div className="text-xs text-gray-600">{row.kindLabel}</div>
              </td>
              <td className="px-3 py-2 font-mono whitespace-nowrap text-gray-900">
                {row.plate ?? <span className="text-gray-500">—</span>}
              </td>
              <td className="min-w-56 px-3 py-2">
                {row.changes.length === 0 ? (
                  <span className="text-gray-500">—</span>
                ) : (
                  <dl className="space-y-1">
                    {row.changes.map((c) => (
                      <div key={c.field}>
                        <dt className="text-xs font-medium text-gray-700">{c.field}</dt>
                        <dd className="break-words text-gray-900">
                          <span className="text-gray-600 line-through decoration-gray-400">
                            {c.from}
                          </span>{' '}
                          <span aria-hidden="true">→</span>
                          <span className="sr-only">changed to</span> {c.to}
                        </dd>
                      </div>
                    ))}
                  </dl>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
