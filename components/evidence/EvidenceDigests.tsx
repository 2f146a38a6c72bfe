'use client';

import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { StatusChip, type ChipTone } from '@/components/ui/StatusChip';
import type { DigestResultValue } from '@/lib/contract/lpr';
import { formatDateTime } from '@/lib/format';
import { DIGEST_RESULT_TEXT } from '@/lib/rules/lpr/evidence-digest';
import { lprMessages } from '@/lib/messages/lpr';

/** One digested item: the read of a scan or a stored image, with what a verify found. */
export interface DigestRow {
  key: string;
  label: string;
  /** The SHA-256 recorded when it was stored (null: kept before evidence digests). */
  recorded: string | null;
  check?: { actual: string | null; result: DigestResultValue };
}

const TONE: Record<DigestResultValue, ChipTone> = {
  match: 'success',
  mismatch: 'danger',
  missing: 'danger',
  unrecorded: 'neutral',
};

/**
 * The evidence digests of a scan or a citation (issue 30 item 4): each item's recorded SHA-256,
 * and after "Verify evidence" the result of recomputing it from what is stored now (Match,
 * Mismatch with the digest found, File missing). Items kept before digests say so.
 */
export function EvidenceDigests({
  rows,
  intro,
  empty,
  verifiedAt,
  zone,
  verifying,
  error,
  onVerify,
  download,
  className,
}: {
  rows: DigestRow[];
  intro?: ReactNode;
  empty: string;
  verifiedAt: string | null;
  zone: string | undefined;
  verifying: boolean;
  error: string | null;
  onVerify: () => void;
  /** A link beside Verify (the notice's evidence PDF). */
  download?: ReactNode;
  className?: string;
}) {
  const canVerify = rows.some((r) => r.recorded !== null);
  return (
    <Card
      title="Evidence digests"
      aria-label="Evidence digests"
      description="SHA-256 recorded when stored; Verify recomputes it from the stored files."
      className={className}
      actions={
        <>
          {download}
          {canVerify ? (
            <Button variant="secondary" size="sm" loading={verifying} onClick={onVerify}>
              Verify evidence
            </Button>
          ) : null}
        </>
      }
    >
      {intro}
      {rows.length === 0 ? <p className="text-sm text-gray-600">{empty}</p> : null}
      <ul className="divide-y divide-gray-100 text-sm">
        {rows.map((row) => (
          <DigestItem key={row.key} row={row} />
        ))}
      </ul>
      {error ? (
        <Alert tone="error" className="mt-3">
          {error}
        </Alert>
      ) : null}
      {verifiedAt ? (
        <p className="mt-3 text-xs text-gray-600" role="status">
          Verified {formatDateTime(verifiedAt, '', zone)}
        </p>
      ) : null}
    </Card>
  );
}

/** One item: its label, its recorded digest (or that it has none) and what a verify found. */
function DigestItem({ row }: { row: DigestRow }) {
  return (
    <li className="space-y-1 py-2 first:pt-0 last:pb-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <span className="font-medium text-gray-900">{row.label}</span>
        {row.check ? (
          <StatusChip label={DIGEST_RESULT_TEXT[row.check.result]} tone={TONE[row.check.result]} />
        ) : null}
      </div>
      {row.recorded ? (
        <p className="break-all font-mono text-xs text-gray-700">
          <span className="sr-only">SHA-256 </span>
          {row.recorded}
        </p>
      ) : (
        <p className="text-xs text-gray-600">{lprMessages.evidenceBeforeDigests}</p>
      )}
      {row.check?.result === 'mismatch' && row.check.actual ? (
        <p className="break-all font-mono text-xs text-danger-700">
          Recomputed now: {row.check.actual}
        </p>
      ) : null}
    </li>
  );
}
