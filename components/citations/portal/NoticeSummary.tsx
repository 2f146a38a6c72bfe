import type { CitationNotice } from '@/lib/contract';
import { formatDate, formatMoney } from '@/lib/format';

const STATUS_TEXT: Record<string, string> = {
  open: 'Open',
  'past due': 'Past due',
  paid: 'Paid',
  'paid off platform': 'Paid',
  uncollectable: 'Closed',
  archived: 'Closed',
  void: 'Void',
};

/** The notice as the violator reads it: amount due today (late fees), details and photos. */
export function NoticeSummary({
  notice,
  timeZone,
  imageSrc,
}: {
  notice: CitationNotice;
  /** The organisation's zone (every portal time reads in it). */
  timeZone: string;
  imageSrc: (file: string) => string;
}) {
  const money = (cents: number) => formatMoney(cents, { currency: notice.currency });
  const vehicle = [notice.color, notice.make, notice.model].filter(Boolean).join(' ');
  const late: string[] = [];
  if (notice.lateAmount1 && notice.lateDays1 != null)
    late.push(`${money(notice.lateAmount1)} after ${notice.lateDays1} days`);
  if (notice.lateAmount2 && notice.lateDays2 != null)
    late.push(`${money(notice.lateAmount2)} after ${notice.lateDays2} days`);
  return (
    <section
      aria-labelledby="notice-title"
      className="rounded-lg bg-white p-5 shadow-card ring-1 ring-gray-200"
    >
      <div className="flex items-start justify-between gap-3">
        <h1 id="notice-title" className="text-xl font-semibold text-gray-900">
          Violation notice #{notice.citationNumber}
        </h1>
        <span className="whitespace-nowrap rounded-full bg-gray-100 px-2.5 py-1 text-xs font-semibold text-gray-900 ring-1 ring-gray-300">
          {STATUS_TEXT[notice.status] ?? notice.status}
        </span>
      </div>
      {notice.payable ? (
        <div className="mt-4 rounded-md bg-gray-50 p-3 ring-1 ring-gray-200">
          <p className="text-sm text-gray-700">Amount due today</p>
          <p className="text-3xl font-bold text-gray-900" data-testid="amount-due">
            {money(notice.amountDue)}
          </p>
          {notice.lateLevel > 0 ? (
            <p className="mt-1 text-sm text-gray-800">
              Includes the late fee (the notice was {money(notice.amount)} when issued).
            </p>
          ) : null}
          {late.length ? (
            <p className="mt-1 text-xs text-gray-700">Late fees: {late.join('; ')}.</p>
          ) : null}
        </div>
      ) : notice.datePaid ? (
        <p className="mt-4 text-sm text-gray-800">
          Paid {money(notice.paidTotal)} on {formatDate(notice.datePaid, '', timeZone)}. Thank you.
        </p>
      ) : null}
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
      {notice.imageIds.length ? (
        <div className="mt-4">
          <h2 className="text-sm font-semibold text-gray-900">Photos</h2>
          <ul className="mt-2 grid grid-cols-2 gap-2">
            {notice.imageIds.map((file, i) => (
              <li key={file}>
                <a
                  href={imageSrc(file)}
                  className="block overflow-hidden rounded-md ring-1 ring-gray-200"
                >
                  {/* eslint-disable-next-line @next/next/no-img-element -- served by the BFF from file storage */}
                  <img
                    src={imageSrc(file)}
                    alt={`Photo ${i + 1} of notice #${notice.citationNumber}`}
                    className="aspect-square w-full object-cover"
                    loading="lazy"
                  />
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
