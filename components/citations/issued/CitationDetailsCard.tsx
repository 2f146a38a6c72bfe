import Link from 'next/link';
import { Card } from '@/components/ui/Card';
import { DateText } from '@/components/ui/DateText';
import { DetailField } from '@/components/permits/issued/DetailField';
import { PlateLink } from '@/components/plates/PlateLink';
import type { IssuedCitation } from '@/lib/contract/citations';
import { vehicleLine } from '@/lib/rules/citations/issued-display';
import { scanHref } from '@/lib/rules/citations/scan-citation';
import { CitationStatusChip } from './CitationStatusChip';

/** Every field of an issued citation: the vehicle, where and by whom, status, dates, comments. */
export function CitationDetailsCard({ citation: c }: { citation: IssuedCitation }) {
  return (
    <Card title="Details" className="lg:col-span-2">
      <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 md:grid-cols-3">
        <DetailField label="Plate">
          <PlateLink plate={c.plate} className="font-mono" />
        </DetailField>
        <DetailField label="State / province">{c.stateProv ?? '—'}</DetailField>
        <DetailField label="Vehicle">{vehicleLine(c) || '—'}</DetailField>
        <DetailField label="Colour">{c.color ?? '—'}</DetailField>
        <DetailField label="Make">{c.make ?? '—'}</DetailField>
        <DetailField label="Model">{c.model ?? '—'}</DetailField>
        <DetailField label="Location">{c.location ?? '—'}</DetailField>
        <DetailField label="Officer">
          {c.officerName ?? '—'}
          {c.officerId ? ` (${c.officerId})` : ''}
        </DetailField>
        <DetailField label="Status">
          <CitationStatusChip status={c.status} />
        </DetailField>
        <DetailField label="Issue date">
          <DateText value={c.issuedAt} />
        </DetailField>
        <DetailField label="Date paid">
          <DateText value={c.datePaid} fallback="—" />
        </DetailField>
        <DetailField label="Void date">
          <DateText value={c.voidDate} fallback="—" />
        </DetailField>
        <DetailField label="Comments" className="sm:col-span-2 md:col-span-3">
          {c.comments || '—'}
        </DetailField>
        {c.scanUUID ? (
          <DetailField label="Issued from">
            <Link className="font-medium text-brand-700 underline" href={scanHref(c.scanUUID)}>
              Scan of {c.plate}
            </Link>
          </DetailField>
        ) : null}
        {c.overrideNote ? (
          <DetailField label="Override note" className="sm:col-span-2">
            {c.overrideNote}
          </DetailField>
        ) : null}
        {c.updateMessage ? (
          <DetailField label="Last update message" className="sm:col-span-2 md:col-span-3">
            {c.updateMessage}
          </DetailField>
        ) : null}
      </dl>
    </Card>
  );
}
