'use client';

import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { TextInput } from '@/components/ui/TextInput';
import type { BillingInterval, BillingOverview } from '@/lib/contract/billing';
import { callEndpoint } from '@/lib/fetcher';
import type { BodyOf } from '@/lib/contract/define-endpoint';
import { useAction } from '@/components/ui/use-action';
import { billingBffRoutes } from '@/lib/contract/billing/bff-routes';
import { BillingPeriodField } from './BillingPeriodField';

/** The form's schema (and zod) load when the form is first used, not with the page. */
const loadContract = () => import('@/lib/contract/billing');

export interface SubscriptionFormProps {
  overview: BillingOverview;
  /** The most seats a subscription may have (MAX_PAID_SEATS, handed down by the page). */
  maxSeats: number;
  onSaved: (overview: BillingOverview) => void;
}

/** Paid seats and the billing period; at least as many seats as are in use. */
export function SubscriptionForm({ overview, maxSeats, onSaved }: SubscriptionFormProps) {
  const paid = overview.subscription.type === 'paid';
  const [seats, setSeats] = useState(
    String(Math.max(overview.usedSeatCount, overview.subscription.paidSeatCount, 1)),
  );
  const [interval, setInterval] = useState<BillingInterval>('year');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const start = useAction(async (body: BodyOf<typeof billingBffRoutes.startSubscription>) => {
    onSaved(await callEndpoint(billingBffRoutes.startSubscription, { body }));
  });
  const { error, busy: saving } = start;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const { subscriptionBody } = await loadContract();
    const parsed = subscriptionBody.safeParse({ seats: seats.trim() || undefined, interval });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? 'Please enter a number of seats.');
      return;
    }
    if (parsed.data.seats < overview.usedSeatCount) {
      setFieldError(
        `${overview.usedSeatCount} seats are in use: choose at least ${overview.usedSeatCount}.`,
      );
      return;
    }
    setFieldError(null);
    await start.run(parsed.data);
  }

  return (
    <form
      onFocus={() => void loadContract()}
      noValidate
      onSubmit={onSubmit}
      aria-labelledby="subscription-form-heading"
      className="rounded-lg border border-gray-200 bg-white p-4"
    >
      <h2 id="subscription-form-heading" className="text-sm font-semibold text-gray-900">
        {paid ? 'Change your subscription' : 'Set up a subscription'}
      </h2>
      <div className="mt-3 space-y-4">
        {error ? <Alert tone="error">{error}</Alert> : null}
        <TextInput
          label="Paid seats"
          name="seats"
          type="number"
          inputMode="numeric"
          min={Math.max(overview.usedSeatCount, 1)}
          max={maxSeats}
          value={seats}
          onChange={(e) => {
            setSeats(e.target.value);
            setFieldError(null);
          }}
          error={fieldError}
          hint={`${overview.usedSeatCount} in use: every active member (a super administrator counts as 1) and every pending invitation takes a seat.`}
          required
          className="max-w-xs"
        />
        <BillingPeriodField value={interval} onChange={setInterval} />
        <Button type="submit" loading={saving}>
          {paid ? 'Update subscription' : 'Start subscription'}
        </Button>
      </div>
    </form>
  );
}
