'use client';

import { BackLink } from '@/components/ui/BackLink';
import { useState } from 'react';
import { PageHeader } from '@/components/shell/PageHeader';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { useToast } from '@/components/ui/Toast';
import { DateText } from '@/components/ui/DateText';
import { lazyPart } from '@/components/ui/lazy-part';
import { RetryAlert } from '@/components/ui/RetryAlert';
import type { IssuedPermit } from '@/lib/contract/permits';
import { permitIssuedBffRoutes as routes } from '@/lib/contract/permits/bff-routes';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { permitsMessages } from '@/lib/messages/permits';
import {
  billingText,
  issuedStatus,
  NO_PERMIT_TIME,
  paymentLineText,
  permitAmount,
  permitDurationText,
} from '@/lib/rules/permits/issued-display';
import { DetailField } from './DetailField';
import { HolderCard } from './HolderCard';
import { StatusChip } from './StatusChip';
import { VehiclesCard } from './VehiclesCard';

const DecisionDialog = lazyPart(
  () => import('./DecisionDialog').then((m) => m.DecisionDialog),
  (props) => props.target !== null,
);
const StatusDialog = lazyPart(
  () => import('./StatusDialog').then((m) => m.StatusDialog),
  (props) => props.open,
);
const VehicleDialog = lazyPart(
  () => import('./VehicleDialog').then((m) => m.VehicleDialog),
  (props) => props.open,
);
const DatesDialog = lazyPart(
  () => import('./DatesDialog').then((m) => m.DatesDialog),
  (props) => props.open,
);

export interface IssuedDetailScreenProps {
  uuid: string;
  /** The approval detail reads through the approvals route and offers Approve / Reject. */
  source?: 'issued' | 'approval';
  back: { href: string; label: string };
}

type Opening = 'approve' | 'reject' | 'status' | 'vehicle' | 'dates';

/**
 * The issued permit (or approval) detail (spec 2 §2): every field, the fee breakdown, billing,
 * duration, holder, vehicles and registration images; the status change, vehicle edit and start
 * and expiry edit; Approve / Reject while it waits.
 */
export function IssuedDetailScreen({ uuid, source = 'issued', back }: IssuedDetailScreenProps) {
  const toast = useToast();
  const {
    data: permit,
    error,
    mutate,
  } = useEndpoint(source === 'approval' ? routes.getApproval : routes.getIssued, {
    params: { uuid },
  });
  const [open, setOpen] = useState<Opening | null>(null);
  const [now] = useState(() => new Date());

  function changed(next: IssuedPermit) {
    setOpen(null);
    void mutate(next, { revalidate: false });
    toast.show({ message: permitsMessages.permitStatusUpdated, tone: 'success' });
  }

  function saved(next: IssuedPermit, message: string) {
    setOpen(null);
    void mutate(next, { revalidate: false });
    toast.show({ message, tone: 'success' });
  }

  const backLink = <BackLink href={back.href} label={back.label} />;

  if (error || !permit) {
    return (
      <>
        {backLink}
        <PageHeader title={source === 'approval' ? 'Permit request' : 'Issued permit'} />
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

  const waiting = permit.paidStatus === 'waiting';
  const status = issuedStatus(permit, now, 'detail');
  return (
    <>
      {backLink}
      <PageHeader
        title={
          <span className="flex flex-wrap items-center gap-3">
            {permit.permitName}{' '}
            <span className="font-mono text-base">{permit.customerPermitId}</span>
            <StatusChip status={status} />
          </span>
        }
        description={permit.permitDescription}
        actions={
          waiting ? (
            <>
              <Button onClick={() => setOpen('approve')}>Approve</Button>
              <Button variant="danger" onClick={() => setOpen('reject')}>
                Reject
              </Button>
            </>
          ) : (
            <>
              <Button variant="secondary" onClick={() => setOpen('vehicle')}>
                Edit vehicle
              </Button>
              <Button variant="secondary" onClick={() => setOpen('dates')}>
                Edit dates
              </Button>
              <Button onClick={() => setOpen('status')}>Change status</Button>
            </>
          )
        }
      />
      <div className="grid gap-4 lg:grid-cols-3">
        <Card title="Details" className="lg:col-span-2">
          <dl className="grid grid-cols-1 gap-4 sm:grid-cols-2 md:grid-cols-3">
            <DetailField label="Status">
              <StatusChip status={status} />
            </DetailField>
            <DetailField label="Permit ID">{permit.customerPermitId}</DetailField>
            <DetailField label="Name">{permit.permitName}</DetailField>
            <DetailField label="Description">{permit.permitDescription || '—'}</DetailField>
            <DetailField label="Amount">{permitAmount(permit.amount)}</DetailField>
            <DetailField label="Billing">
              {billingText(permit.billingType, permit.billingPeriod)}
            </DetailField>
            <DetailField label="Duration">
              {permitDurationText(permit.permitDuration, permit.permitDurationUnit)}
            </DetailField>
            <DetailField label="Created on">
              <DateText value={permit.createdOn} />
            </DetailField>
            <DetailField label="Starts at">
              <DateText value={permit.issuedOn} fallback={NO_PERMIT_TIME} />
            </DetailField>
            <DetailField label="Expires at">
              <DateText value={permit.expiresAt} fallback={NO_PERMIT_TIME} />
            </DetailField>
            <DetailField label="Signup code">{permit.signupCode ?? '—'}</DetailField>
            <DetailField label="Issued by">{permit.issuedBy ?? '—'}</DetailField>
            <DetailField label="Message" className="sm:col-span-2 md:col-span-3">
              {permit.message ?? '—'}
            </DetailField>
          </dl>
        </Card>
        <Card title="Payment">
          <dl className="grid grid-cols-2 gap-4">
            <DetailField label="Subtotal">
              {paymentLineText(permit, permit.paidSubtotal)}
            </DetailField>
            <DetailField label="Fees">{paymentLineText(permit, permit.paidTotalFees)}</DetailField>
            <DetailField label="Total">{paymentLineText(permit, permit.paidTotal)}</DetailField>
            <DetailField label="Net">{paymentLineText(permit, permit.paidNet)}</DetailField>
          </dl>
        </Card>
        <HolderCard permit={permit} className="lg:col-span-2" />
        <VehiclesCard permit={permit} />
        <Card title="Registration images" className="lg:col-span-3">
          {permit.regImgUrls.length === 0 ? (
            <p className="text-sm text-gray-600">{permitsMessages.noImages}</p>
          ) : (
            <ul className="flex flex-wrap gap-3">
              {permit.regImgUrls.map((url, i) => (
                <li key={url}>
                  <a
                    href={url}
                    target="_blank"
                    rel="noreferrer"
                    className="block rounded-md ring-1 ring-gray-200 hover:ring-brand-600"
                  >
                    {/* eslint-disable-next-line @next/next/no-img-element -- the BFF streams it with the session */}
                    <img
                      src={url}
                      alt={`Registration image ${i + 1} of permit ${permit.customerPermitId}`}
                      loading="lazy"
                      className="h-32 w-auto rounded-md object-cover"
                    />
                  </a>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
      <DecisionDialog
        target={open === 'approve' || open === 'reject' ? permit : null}
        decision={open === 'reject' ? 'reject' : 'approve'}
        onClose={() => setOpen(null)}
        onDecided={changed}
      />
      <StatusDialog
        open={open === 'status'}
        permit={permit}
        onClose={() => setOpen(null)}
        onChanged={changed}
      />
      <VehicleDialog
        open={open === 'vehicle'}
        permit={permit}
        onClose={() => setOpen(null)}
        onSaved={(next) => saved(next, 'The vehicle was saved.')}
      />
      <DatesDialog
        open={open === 'dates'}
        permit={permit}
        onClose={() => setOpen(null)}
        onSaved={(next) => saved(next, 'The start and expiry were saved.')}
      />
    </>
  );
}
