import type { Metadata } from 'next';
import { PortalNotice } from '@/components/portal/customer/PortalNotice';
import { ProductList } from '@/components/portal/customer/ProductList';
import { readPortal } from '@/server/portal/page-data';

export const metadata: Metadata = { title: 'Parking permits' };

/** The portal root: a public portal lists its public types; a private one shows its brand only. */
export default async function PortalRootPage({
  params,
}: {
  params: Promise<{ subdomain: string }>;
}) {
  const portal = await readPortal((await params).subdomain);
  if (!portal.ok) return <PortalNotice title="Please wait a moment">{portal.message}</PortalNotice>;
  const { brand, products } = portal.data;
  const title = brand.brandTitle ?? 'Parking permits';
  if (products.length === 0) return <h1 className="sr-only">{title}</h1>;
  return (
    <>
      <h1 className="text-xl font-semibold text-gray-900">Choose a permit</h1>
      <ProductList products={products} basePath={portal.basePath} />
    </>
  );
}
