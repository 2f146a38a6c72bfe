'use client';

import { useState } from 'react';
import { PageHeader } from '@/components/shell/PageHeader';
import { BackLink } from '@/components/ui/BackLink';
import { Button } from '@/components/ui/Button';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { permitIssuedBffRoutes as routes } from '@/lib/contract/permits/bff-routes';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { issuedStatus } from '@/lib/rules/permits/issued-display';
import { HolderCard } from './HolderCard';
import { IssuedDetailDialogs, type IssuedDetailOpening } from './IssuedDetailDialogs';
import { IssuedDetailsCard } from './IssuedDetailsCard';
import { PaymentCard } from './PaymentCard';
import { RegistrationImagesCard } from './RegistrationImagesCard';
import { StatusChip } from './StatusChip';
import { VehiclesCard } from './VehiclesCard';

export interface IssuedDetailScreenProps {
  uuid: string;
  /** The approval detail reads through the approvals route and offers Approve / Reject. */
  source?: 'issued' | 'approval';
  back: { href: string; label: string };
}

/**
 * The issued permit (or approval) detail (spec 2 §2): every field, the fee breakdown, billing,
 * duration, holder, vehicles and registration images; the status change, vehicle edit and start
 * and expiry edit; Approve / Reject while it waits.
 */
export function IssuedDetailScreen({ uuid, source = 'issued', back }: IssuedDetailScreenProps) {
  const {
    data: permit,
    error,
    mutate,
  } = useEndpoint(source === 'approval' ? routes.getApproval : routes.getIssued, {
    params: { uuid },
  });
  const [open, setOpen] = useState<IssuedDetailOpening | null>(null);
  const [now] = useState(() => new Date());

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
        <IssuedDetailsCard permit={permit} status={status} />
        <PaymentCard permit={permit} />
        <HolderCard permit={permit} className="lg:col-span-2" />
        <VehiclesCard permit={permit} />
        <RegistrationImagesCard permit={permit} />
      </div>
      <IssuedDetailDialogs
        permit={permit}
        open={open}
        onClose={() => setOpen(null)}
        onUpdated={(next) => void mutate(next, { revalidate: false })}
      />
    </>
  );
}
