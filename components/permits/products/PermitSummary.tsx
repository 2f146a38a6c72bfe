import type { ReactNode } from 'react';
import { DateText } from '@/components/ui/DateText';
import type { PermitProduct } from '@/lib/contract/permits';
import { formatCount, formatMoney } from '@/lib/format';
import { billingText, permitAmount } from '@/lib/rules/permits/issued-display';
import { TIME_SELECTION_LABELS } from '@/lib/rules/permits/permit-form';
import { TIME_SELECTION, typeDurationDisplay } from '@/lib/rules/permits/permit-rules';

function Item({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium uppercase tracking-wide text-gray-600">{label}</dt>
      <dd className="mt-0.5 break-words text-sm text-gray-900">{children}</dd>
    </div>
  );
}

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="rounded-lg border border-gray-200 bg-white p-4" aria-label={title}>
      <h2 className="text-sm font-semibold text-gray-900">{title}</h2>
      <dl className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">{children}</dl>
    </section>
  );
}

const yesNo = (v: boolean) => (v ? 'Yes' : 'No');

export function durationText(p: PermitProduct): string {
  return typeDurationDisplay(p.permitDuration, p.permitDurationUnit);
}

export const priceText = (p: PermitProduct) => permitAmount(p.amount, p.currency);

/** The counts of a type: active, total and pending approval. */
export function PermitCounts({ product }: { product: PermitProduct }) {
  return (
    <Group title="Permits">
      <Item label="Active">{formatCount(product.permitCount)}</Item>
      <Item label="Total issued">{formatCount(product.totalCount)}</Item>
      <Item label="Pending approval">{formatCount(product.approvalCount)}</Item>
    </Group>
  );
}

/**
 * A permit type's details (spec 2 §2): details, billing, duration and price; `full` adds the
 * access and approval settings.
 */
export function PermitSummary({ product: p, full }: { product: PermitProduct; full: boolean }) {
  return (
    <div className="space-y-4">
      <Group title="Details">
        <Item label="Name">{p.name}</Item>
        <Item label="Description">{p.description}</Item>
        <Item label="Created on">
          <DateText value={p.createdOn} />
        </Item>
      </Group>
      <Group title="Price and billing">
        <Item label="Price">{priceText(p)}</Item>
        <Item label="Currency">{p.currency}</Item>
        {full ? (
          <Item label="Convenience fee">
            {p.amount > 0 ? formatMoney(p.convenienceFee, { currency: p.currency }) : '—'}
          </Item>
        ) : null}
        <Item label="Billing">{billingText(p.billingType, p.billingPeriod)}</Item>
      </Group>
      <Group title="Duration">
        <Item label="Duration">{durationText(p)}</Item>
        <Item label="Time selection">{TIME_SELECTION_LABELS[p.timeSelectionType]}</Item>
        {p.timeSelectionType === TIME_SELECTION.fixedPeriod ? (
          <>
            <Item label="Period start">
              <DateText value={p.chosenDate} fallback="—" />
            </Item>
            <Item label="Period end">
              <DateText value={p.chosenEndDate} fallback="—" />
            </Item>
          </>
        ) : null}
        {full ? <Item label="Time zone">{p.timeZone}</Item> : null}
      </Group>
      {full ? (
        <Group title="Approvals and access">
          <Item label="Approvals required">{yesNo(!p.isAutoApproved)}</Item>
          <Item label="Registration proof required">{yesNo(p.isRegImgRequired)}</Item>
          <Item label="Email verification">{yesNo(p.isEmailVerify)}</Item>
          <Item label="Private">{yesNo(p.isPrivate)}</Item>
          <Item label="Maximum permits">
            {p.maxCount === null ? 'No limit' : formatCount(p.maxCount)}
          </Item>
          <Item label="Business accounts only">{yesNo(p.isCustomerEntityOnly)}</Item>
          {p.isCustomerEntityOnly ? (
            <Item label="All business accounts">{yesNo(p.isCustomerEntityAll)}</Item>
          ) : null}
        </Group>
      ) : null}
    </div>
  );
}
