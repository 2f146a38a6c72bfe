'use client';

import { BackLink } from '@/components/ui/BackLink';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { PageHeader } from '@/components/shell/PageHeader';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { DateText } from '@/components/ui/DateText';
import { lazyPart } from '@/components/ui/lazy-part';
import type { MenuProps } from '@/components/ui/Menu';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { useToast } from '@/components/ui/Toast';
import { DetailField } from '@/components/permits/issued/DetailField';
import type { IssuedCitation } from '@/lib/contract/citations';
import { formatMoney } from '@/lib/format';
import { citationsBffRoutes as routes } from '@/lib/contract/citations/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { useZoneOrUtc } from '@/lib/hooks/first-view-tz';
import { vehicleLine } from '@/lib/rules/citations/issued-display';
import { canOverride, canUnvoid, statusOptions } from '@/lib/rules/citations/status-actions';
import type { CitationAction, CitationActionDialogProps } from './CitationActionDialog';
import { CitationLogs } from './CitationLogs';
import { CitationStatusChip } from './CitationStatusChip';
import { EvidenceImages } from './EvidenceImages';

// The status menu (Headless UI Menu) loads in its own chunk right after the page: it is on
// screen, but its library is not needed for the first paint.
const Menu = lazyPart<MenuProps>(
  () => import('@/components/ui/Menu').then((m) => m.Menu),
  () => true,
);

const CitationActionDialog = lazyPart<CitationActionDialogProps>(
  () => import('./CitationActionDialog').then((m) => m.CitationActionDialog),
  (props) => props.action !== null,
);

const DONE: Record<CitationAction, string> = {
  Paid: 'The citation is marked as paid off platform.',
  Void: 'The citation is void.',
  Uncollectable: 'The citation is marked as uncollectable.',
  Reopen: 'The citation is open again.',
  Unvoid: 'The citation is no longer void.',
  Override: 'The amount due is overridden.',
};

/**
 * /citations/detail/{uuid} (spec 3 §2): every field, the evidence images, the citation and
 * verify logs, and the actions of §2/§4: the status menu (open, past due, paid off platform,
 * uncollectable; never void), Unvoid for a void notice, the amount override with a note.
 */
export function CitationDetailScreen({ uuid }: { uuid: string }) {
  const toast = useToast();
  const tz = useZoneOrUtc();
  const { mutate: mutateKey } = useSWRConfig();
  const {
    data: c,
    error,
    mutate,
  } = useEndpoint(routes.citationDetail, { params: { uuid }, query: { tz } });
  const [action, setAction] = useState<CitationAction | null>(null);

  function changed(next: IssuedCitation, done?: CitationAction) {
    setAction(null);
    void mutate(next, { revalidate: false });
    void mutateKey(endpointUrl(routes.citationActivity, { uuid }));
    if (done) toast.show({ message: DONE[done], tone: 'success' });
  }

  const back = <BackLink href="/citations/issued" label="Issued violations" />;
  if (error || !c) {
    return (
      <>
        {back}
        <PageHeader title="Notice #" />
        {error ? (
          <RetryAlert onRetry={() => void mutate()}>{error.message}</RetryAlert>
        ) : (
          <p className="text-sm text-gray-600" role="status">
            Loading…
          </p>
        )}
      </>
    );
  }

  const money = (cents: number | null) =>
    cents === null ? '—' : formatMoney(cents, { currency: c.currency === 'CAD' ? 'CAD' : 'USD' });
  const options = statusOptions(c.status);
  return (
    <>
      {back}
      <PageHeader
        title={
          <span className="flex flex-wrap items-center gap-3">
            Notice # <span className="font-mono">{c.citationNumber}</span>
            <CitationStatusChip status={c.status} />
          </span>
        }
        description={`${c.citationName}: ${c.citationDescription}`}
        actions={
          <>
            {canOverride(c.status) ? (
              <Button variant="secondary" onClick={() => setAction('Override')}>
                Override amount
              </Button>
            ) : null}
            {canUnvoid(c.status) ? (
              <Button onClick={() => setAction('Unvoid')}>Unvoid</Button>
            ) : null}
            {options.length > 0 ? (
              <Menu
                trigger="Change status"
                triggerClassName="inline-flex items-center rounded-md bg-brand-600 px-3 py-1.5 text-sm font-medium text-white hover:bg-brand-700"
                items={options.map((o) => ({
                  kind: 'action' as const,
                  label: o,
                  danger: o === 'Void',
                  onSelect: () => setAction(o),
                }))}
              />
            ) : null}
          </>
        }
      />
      <div className="grid gap-4 lg:grid-cols-3">
        <Card title="Details" className="lg:col-span-2">
          <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 md:grid-cols-3">
            <DetailField label="Plate">{c.plate}</DetailField>
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
            {c.updateMessage ? (
              <DetailField label="Last update message" className="sm:col-span-2 md:col-span-3">
                {c.updateMessage}
              </DetailField>
            ) : null}
          </dl>
        </Card>
        <Card title="Amounts">
          <dl className="grid grid-cols-2 gap-4">
            <DetailField label="Amount">{money(c.amount)}</DetailField>
            <DetailField label="Override">{money(c.amountOverride)}</DetailField>
            <DetailField label="Due today">{money(c.amountDue)}</DetailField>
            <DetailField label="Paid total">{money(c.paidTotal)}</DetailField>
            <DetailField label="Fees">{money(c.paidTotalFees)}</DetailField>
            <DetailField label="Net">{money(c.paidNet)}</DetailField>
          </dl>
        </Card>
      </div>
      <div className="mt-4 space-y-4">
        <EvidenceImages citation={c} tz={tz} onChanged={(next) => changed(next)} />
        <CitationLogs uuid={uuid} />
      </div>
      <CitationActionDialog
        action={action}
        citation={c}
        tz={tz}
        onClose={() => setAction(null)}
        onDone={changed}
      />
    </>
  );
}
