import type { CustomerProduct } from '@/lib/contract/portal/bff';
import { formatMoney, zonedDateTime } from '@/lib/format';
import { convenienceFeeCents, typeDurationDisplay } from '@/lib/rules/permits/permit-rules';
import { TIME_SELECTION } from '@/lib/rules/permits/permit-rules';

/** What a permit type costs and how long it runs, as the customer reads it before paying. */
export function permitPrice(product: CustomerProduct) {
  const fee = convenienceFeeCents(product.amount, product.convenienceFee);
  return { amount: product.amount, fee, total: product.amount + fee };
}

export function periodText(product: CustomerProduct): string {
  const zone = product.timeZone || 'UTC';
  const duration = typeDurationDisplay(product.permitDuration, product.permitDurationUnit);
  if (product.timeSelectionType === TIME_SELECTION.sameDay)
    return `Starts today when issued, for ${duration}.`;
  if (
    product.timeSelectionType === TIME_SELECTION.fixedPeriod &&
    product.chosenDate &&
    product.chosenEndDate
  ) {
    return `Valid from ${zonedDateTime(product.chosenDate, zone)} to ${zonedDateTime(product.chosenEndDate, zone)}.`;
  }
  return `You choose the start; valid for ${duration}.`;
}

export function PermitSummary({ product }: { product: CustomerProduct }) {
  const { amount, fee, total } = permitPrice(product);
  const money = (cents: number) => formatMoney(cents, { currency: product.currency });
  return (
    <section className="rounded-lg bg-white p-4 shadow-card ring-1 ring-gray-200">
      <h1 className="text-xl font-semibold text-gray-900">{product.name}</h1>
      {product.description ? (
        <p className="mt-1 text-sm text-gray-700">{product.description}</p>
      ) : null}
      <p className="mt-2 text-sm text-gray-700">{periodText(product)}</p>
      <dl className="mt-3 space-y-1 border-t border-gray-200 pt-3 text-sm">
        {amount === 0 ? (
          <div className="flex justify-between font-medium text-gray-900">
            <dt>Price</dt>
            <dd>Free</dd>
          </div>
        ) : (
          <>
            <div className="flex justify-between text-gray-700">
              <dt>Permit</dt>
              <dd>{money(amount)}</dd>
            </div>
            <div className="flex justify-between text-gray-700">
              <dt>Convenience fee</dt>
              <dd>{money(fee)}</dd>
            </div>
            <div className="flex justify-between font-semibold text-gray-900">
              <dt>Total</dt>
              <dd>{money(total)}</dd>
            </div>
          </>
        )}
      </dl>
      {!product.isAutoApproved ? (
        <p className="mt-3 text-sm text-gray-700">
          This permit needs approval. You will get an e-mail when it is decided
          {amount > 0 ? '; payment is asked for after approval.' : '.'}
        </p>
      ) : null}
    </section>
  );
}
