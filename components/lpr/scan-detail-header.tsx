'use client';

import type { ReactNode } from 'react';
import { PageHeader } from '@/components/shell/PageHeader';
import { BackLink } from '@/components/ui/BackLink';
import { Button } from '@/components/ui/Button';
import { LinkButton } from '@/components/ui/LinkButton';
import { plate360Href } from '@/lib/rules/plates/plate-events';
import type { Scan } from '@/lib/contract/lpr';
import { formatDateTime } from '@/lib/format';
import { citationHref } from '@/lib/rules/citations/scan-citation';

/** The link back to the list the user came from, as it was left. */
export function ScanBackLink({ href, from }: { href: string; from: 'scans' | 'alerts' }) {
  return <BackLink href={href} label={from === 'alerts' ? 'Back to Alerts' : 'Back to Scans'} />;
}

export interface ScanDetailHeaderProps {
  scan: Scan;
  zone: string | undefined;
  onEdit: () => void;
  onDelete: () => void;
  /** "Issue citation" (absent: the role cannot issue, or the scan already became one). */
  onIssue?: () => void;
}

/**
 * The plate, when and by whom it was captured, its Plate 360, the citation it became ("Citation
 * 108004") or "Issue citation", and Edit plate / Delete.
 */
export function ScanDetailHeader({ scan, zone, onEdit, onDelete, onIssue }: ScanDetailHeaderProps) {
  return (
    <PageHeader
      title={<span className="font-mono tracking-wide">{scan.plate}</span>}
      description={`${scan.isAlert ? 'Alert' : 'Scan'} captured ${formatDateTime(scan.capturedAt, '', zone)} by ${scan.capturedBy}`}
      actions={
        <>
          <LinkButton href={plate360Href(scan.plate)} variant="secondary">
            Plate 360
          </LinkButton>
          {scan.citation ? (
            <LinkButton variant="secondary" href={citationHref(scan.citation.uuid)}>
              Citation {scan.citation.citationNumber}
            </LinkButton>
          ) : onIssue ? (
            <Button onClick={onIssue}>Issue citation</Button>
          ) : null}
          <Button variant="secondary" onClick={onEdit}>
            Edit plate
          </Button>
          <Button variant="danger" onClick={onDelete}>
            Delete
          </Button>
        </>
      }
    />
  );
}

/** What shows while the scan loads. */
export function DetailSkeleton({ backLink }: { backLink: ReactNode }) {
  return (
    <div aria-busy="true">
      {backLink}
      <div className="mb-4 h-7 w-40 animate-pulse rounded bg-gray-200" />
      <div className="grid gap-4 lg:grid-cols-5">
        <div className="aspect-video animate-pulse rounded-lg border border-gray-200 bg-white lg:col-span-3" />
        <div className="animate-pulse rounded-lg border border-gray-200 bg-white lg:col-span-2" />
      </div>
      <span className="sr-only" role="status">
        Loading scan
      </span>
    </div>
  );
}
