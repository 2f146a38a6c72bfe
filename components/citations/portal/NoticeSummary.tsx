import type { CitationNotice } from '@/lib/contract';
import { NoticeAmount } from './NoticeAmount';
import { NoticeDetails } from './NoticeDetails';
import { NoticePhotos } from './NoticePhotos';

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
      <NoticeAmount notice={notice} timeZone={timeZone} />
      <NoticeDetails notice={notice} timeZone={timeZone} />
      {notice.imageIds.length ? (
        <NoticePhotos
          imageIds={notice.imageIds}
          citationNumber={notice.citationNumber}
          imageSrc={imageSrc}
        />
      ) : null}
    </section>
  );
}
