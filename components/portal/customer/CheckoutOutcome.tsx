import { formatMoney, zonedDateTime } from '@/lib/format';
import { permitStatusLabel, STATUS_LABELS } from '@/lib/rules/permits/permit-rules';

export interface OutcomeView {
  productName: string;
  customerPermitId: string;
  paidStatus: string;
  issuedOn: string | null;
  expiresAt: string | null;
  total: number | null;
  currency: 'USD' | 'CAD';
  email: string;
  plate: string;
  timeZone: string;
}

/** What the customer sees after the checkout: the status label of spec 2 §4 and the receipt. */
export function CheckoutOutcome({
  outcome,
  now,
  homeHref,
}: {
  outcome: OutcomeView;
  now: Date;
  homeHref: string;
}) {
  const label = permitStatusLabel(outcome, now, 'detail');
  const waiting = label === STATUS_LABELS.waiting;
  const when = (iso: string | null) => (iso ? zonedDateTime(iso, outcome.timeZone) : '—');
  return (
    <section className="rounded-lg bg-white p-5 shadow-card ring-1 ring-gray-200">
      <h1 className="text-xl font-semibold text-gray-900">
        {waiting ? 'Your request was received' : 'Your permit is issued'}
      </h1>
      <p className="mt-1 text-sm text-gray-700">
        {waiting
          ? `We e-mailed ${outcome.email}; you will hear from us when it is decided.`
          : `A receipt was sent to ${outcome.email}.`}
      </p>
      <dl className="mt-4 divide-y divide-gray-200 text-sm">
        {[
          ['Status', label],
          ['Permit ID', outcome.customerPermitId],
          ['Permit', outcome.productName],
          ['License plate', outcome.plate],
          ['Starts', when(outcome.issuedOn)],
          ['Expires', when(outcome.expiresAt)],
          ...(outcome.total !== null
            ? [
                [
                  'Paid',
                  `${formatMoney(outcome.total, { currency: outcome.currency })} (test mode)`,
                ],
              ]
            : []),
        ].map(([term, value]) => (
          <div key={term} className="flex justify-between gap-4 py-2">
            <dt className="text-gray-700">{term}</dt>
            <dd className="text-right font-medium text-gray-900" data-testid={`outcome-${term}`}>
              {value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="mt-4 text-sm">
        <a href={homeHref} className="text-gray-900 underline">
          Back to permits
        </a>
      </p>
    </section>
  );
}
