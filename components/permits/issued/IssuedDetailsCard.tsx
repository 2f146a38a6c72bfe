'use client';

import { Card } from '@/components/ui/Card';
import { DateText } from '@/components/ui/DateText';
import type { IssuedPermit } from '@/lib/contract/permits';
import {
  billingText,
  NO_PERMIT_TIME,
  permitAmount,
  permitDurationText,
  type IssuedStatus,
} from '@/lib/rules/permits/issued-display';
import { DetailField } from './DetailField';
import { StatusChip } from './StatusChip';

/** Every field of an issued permit: status, ids, amount, billing, duration, dates, message. */
export function IssuedDetailsCard({
  permit,
  status,
}: {
  permit: IssuedPermit;
  status: IssuedStatus;
}) {
  return (
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
  );
}
