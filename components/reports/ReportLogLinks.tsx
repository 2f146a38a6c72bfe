import Link from 'next/link';
import { Button } from '@/components/ui/Button';
import { generateQueryString } from '@/lib/rules/reports/report-query';
import type { ReportLogEntry } from '@/lib/contract/reports';
import { formatDate } from '@/lib/format';
import { ShareStatusChip } from './ShareStatusChip';
import { useDisplayTimeZone } from '@/lib/hooks/first-view-tz';

const link =
  'whitespace-nowrap font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600';

/** The report (or plate history) an entry reopens, from its stored parameters. */
export function reportHref(entry: ReportLogEntry): string | null {
  const p = entry.params;
  if (p?.plate) return `/report/plate/${encodeURIComponent(p.plate)}`;
  if (p?.startDate && p.endDate) return `/reports/generate?${generateQueryString(p)}`;
  return null;
}

export interface ReportLogLinksProps {
  entry: ReportLogEntry;
  onRevoke: (entry: ReportLogEntry) => void;
}

/** The links column of the report log: open the report; a share's state, expiry and Revoke. */
export function ReportLogLinks({ entry, onRevoke }: ReportLogLinksProps) {
  const zone = useDisplayTimeZone();
  const href = reportHref(entry);
  const share = entry.share;
  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
      {href ? (
        <Link href={href} className={link} aria-label={`Open report: ${entry.description}`}>
          Open report
        </Link>
      ) : null}
      {share ? (
        <>
          <ShareStatusChip status={share.status} />
          <span className="text-xs text-gray-600">
            {share.status === 'revoked' && share.revokedAt
              ? `Revoked ${formatDate(share.revokedAt, '', zone)}`
              : `${share.status === 'expired' ? 'Expired' : 'Expires'} ${formatDate(share.expiresAt, '', zone)}`}
          </span>
          {share.status === 'active' ? (
            <Button
              size="sm"
              variant="ghost"
              className="text-danger-700"
              onClick={() => onRevoke(entry)}
              aria-label={`Revoke share link: ${entry.description}`}
            >
              Revoke
            </Button>
          ) : null}
        </>
      ) : null}
    </div>
  );
}
