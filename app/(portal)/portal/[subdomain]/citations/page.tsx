import type { Metadata } from 'next';
import { LookupForm } from '@/components/citations/portal/LookupForm';
import { PrivatePortalNote } from '@/components/citations/portal/PrivatePortalNote';
import { PortalNotice } from '@/components/portal/customer/PortalNotice';
import { portalTheme } from '@/components/portal/customer/theme';
import { citationsMessages as cm } from '@/lib/messages/citations';
import { lookupNoticeAction } from '@/server/portal/violations/actions';
import { PRIVATE_LINK_QUERY } from '@/server/portal/violations/notice-page';
import { readViolationPortal } from '@/server/portal/violations/violation-data';

export const metadata: Metadata = { title: 'Violation notices' };

/**
 * The violation portal's root (/citations on the portal host): the header texts and the look-up
 * by notice number and plate (the only way in on a private portal, which says so).
 */
export default async function ViolationPortalPage({
  params,
  searchParams,
}: {
  params: Promise<{ subdomain: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const portal = await readViolationPortal((await params).subdomain);
  const fromLink = (await searchParams).from === PRIVATE_LINK_QUERY;
  if (!portal.ok) return <PortalNotice title="Please wait a moment">{portal.message}</PortalNotice>;
  const { brand, header2, isPrivate } = portal.data;
  const title = brand.brandTitle ?? 'Parking enforcement';
  return (
    <>
      <section className="rounded-lg bg-white p-5 shadow-card ring-1 ring-gray-200">
        <h1 className="text-xl font-semibold text-gray-900">{cm.noticeLookupTitle}</h1>
        <p className="mt-2 text-sm text-gray-800">
          {`Pay or appeal a parking violation notice issued by ${title}.`}
        </p>
        {header2 ? <p className="mt-2 text-sm text-gray-800">{header2}</p> : null}
      </section>
      {isPrivate ? <PrivatePortalNote fromLink={fromLink} /> : null}
      <section
        aria-label="Look up a notice"
        className="rounded-lg bg-white p-5 shadow-card ring-1 ring-gray-200"
      >
        <LookupForm
          subdomain={portal.subdomain}
          theme={portalTheme(brand)}
          action={lookupNoticeAction}
        />
      </section>
    </>
  );
}
