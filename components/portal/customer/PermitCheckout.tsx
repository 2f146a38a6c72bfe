import type { CustomerProduct } from '@/lib/contract/portal/bff';
import { formatMoney } from '@/lib/format';
import { CheckoutForm, type CheckoutFormProps } from './CheckoutForm';
import { PermitSummary, permitPrice } from './PermitSummary';

/** The label of the checkout's button: what pressing it does. */
export function submitLabelOf(product: CustomerProduct): string {
  const { total } = permitPrice(product);
  if (!product.isAutoApproved) return 'Request permit';
  if (total === 0) return 'Get free permit';
  return `Pay ${formatMoney(total, { currency: product.currency })}`;
}

/** A permit type's page: what it is and costs, then the form (server-rendered; a small island). */
export function PermitCheckout({
  product,
  form,
}: {
  product: CustomerProduct;
  form: Omit<CheckoutFormProps, 'submitLabel'>;
}) {
  return (
    <>
      <PermitSummary product={product} />
      <section
        aria-label="Checkout"
        className="rounded-lg bg-white p-4 shadow-card ring-1 ring-gray-200"
      >
        <CheckoutForm {...form} submitLabel={submitLabelOf(product)} />
      </section>
    </>
  );
}
