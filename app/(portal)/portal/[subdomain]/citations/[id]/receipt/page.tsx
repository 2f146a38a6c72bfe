import type { Metadata } from 'next';
import { portalNotFound } from '@/server/portal/not-found';
import { NoticeReceipt } from '@/components/citations/portal/NoticeReceipt';
import { PortalNotice } from '@/components/portal/customer/PortalNotice';
import { openReceipt } from '@/server/portal/violations/notice-token';
import { readViolationPortal } from '@/server/portal/violations/violation-data';

export const metadata: Metadata = {
  title: 'Your receipt',
  referrer: 'no-referrer',
};

/**
 * The payment's receipt, from the sealed result in the link (no public read of payments); its
 * time in the organisation's zone (the portal's read names it).
 */
export default async function NoticeReceiptPage({
  params,
  searchParams,
}: {
  params: Promise<{ subdomain: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { subdomain, id } = await params;
  const raw = (await searchParams).r;
  const receipt = await openReceipt(Array.isArray(raw) ? raw[0] : raw);
  if (!receipt || receipt.subdomain !== subdomain.toLowerCase() || receipt.uuid !== id) {
    return portalNotFound();
  }
  const portal = await readViolationPortal(receipt.subdomain);
  if (!portal.ok) return <PortalNotice title="Please wait a moment">{portal.message}</PortalNotice>;
  return (
    <NoticeReceipt
      receipt={receipt}
      timeZone={portal.data.timeZone}
      lookupHref={`${portal.basePath}/citations`}
    />
  );
}
