import type { Metadata } from 'next';
import { CheckoutPage } from '@/server/portal/checkout-page';

export const metadata: Metadata = { title: 'Get a permit' };

/** /permit/{id}/verify: the e-mail code first, then the checkout (spec 2 §2). */
export default async function VerifyPage({
  params,
  searchParams,
}: {
  params: Promise<{ subdomain: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { subdomain, id } = await params;
  const raw = (await searchParams).email;
  const email = Array.isArray(raw) ? raw[0] : raw;
  return <CheckoutPage subdomain={subdomain} id={id} flow="verify" email={email || undefined} />;
}
