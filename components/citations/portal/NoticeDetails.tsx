import type { CitationNotice } from '@/lib/contract';
import { formatDate } from '@/lib/format';

/** The notice's details as terms and values; empty ones are left out. */
export function NoticeDetails({ notice, timeZone }: { notice: CitationNotice; timeZone: string }) {
  const vehicle = [notice.color, notice.make, notice.model].filter(Boolean).join(' ');
  return (
    <dl className="mt-4 divide-y divide-gray-200 text-sm">
      {[
        ['Violation', notice.citationName],
        ['Description', notice.citationDescription],
        ['License plate', [notice.stateProv, notice.plate].filter(Boolean).join(' ')],
        ['Vehicle', vehicle],
        ['Location', notice.location ?? ''],
        ['Issued', formatDate(notice.issuedAt, '', timeZone)],
        ['Comments', notice.comments ?? ''],
      ]
        .filter(([, value]) => value)
        .map(([term, value]) => (
          <div key={term} className="flex justify-between gap-4 py-2">
            <dt className="text-gray-700">{term}</dt>
            <dd className="text-right font-medium break-words text-gray-900">{value}</dd>
          </div>
        ))}
    </dl>
  );
}
