import type { Metadata } from 'next';
import { CheckoutPage } from '@/server/portal/checkout-page';

export const metadata: Metadata = { title: 'Get a permit' };

/** /permit/{id}/guestcheckout: a type without e-mail verification (spec 2 §2). */
export default async function GuestCheckoutPage({
  params,
}: {
  params: Promise<{ subdomain: string; id: string }>;
}) {
  const { subdomain, id } = await params;
  return <CheckoutPage subdomain={subdomain} id={id} flow="guest" />;
}
