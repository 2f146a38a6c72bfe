import type { Metadata } from 'next';
import type { CSSProperties, ReactNode } from 'react';
import { PortalHeader } from '@/components/portal/customer/PortalHeader';
import { PortalNotice } from '@/components/portal/customer/PortalNotice';
import { portalTheme } from '@/components/portal/customer/theme';
import { redirect } from 'next/navigation';
import { headers } from 'next/headers';
import { portalHomeHref, portalTitle } from '@/lib/rules/portal/portal-frame';
import { PORTAL_PATH_HEADER } from '@/server/portal/portal-url';
import { busyPath } from '@/server/portal/meter';
import { portalRequest } from '@/server/portal/page-context';
import { readPortal } from '@/server/portal/page-data';

/**
 * The title is neutral for every area (permits, violations, meters): the organisation's brand
 * title, after each page's own title.
 */
export async function generateMetadata({
  params,
}: {
  params: Promise<{ subdomain: string }>;
}): Promise<Metadata> {
  const portal = await readPortal((await params).subdomain);
  return {
    title: portalTitle(portal.ok ? portal.data.brand.brandTitle : null),
    robots: { index: false, follow: false },
    referrer: 'strict-origin-when-cross-origin',
  };
}

/** The public portal's frame for every area: the organisation's brand, a phone-width column. */
export default async function PortalLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ subdomain: string }>;
}) {
  const { subdomain } = await params;
  const portal = await readPortal(subdomain);
  if (!portal.ok && portal.status === 429) {
    // A real 429 (with Retry-After) rather than a notice answered 200.
    redirect(busyPath((await portalRequest(subdomain)).basePath, ''));
  }
  if (!portal.ok) {
    return (
      <main className="mx-auto min-h-screen max-w-lg px-4 py-8">
        <PortalNotice title="Please wait a moment">{portal.message}</PortalNotice>
      </main>
    );
  }
  const { brand } = portal.data;
  const theme = portalTheme(brand);
  // The button colours as variables too, for the pages without the theme (the not-found page).
  const colours = {
    '--portal-button-bg': theme.buttonBg,
    '--portal-button-text': theme.buttonText,
  } as CSSProperties;
  return (
    <div className="flex min-h-screen flex-col bg-gray-50" style={colours}>
      <PortalHeader
        brand={brand}
        theme={theme}
        homeHref={portalHomeHref(portal.basePath, (await headers()).get(PORTAL_PATH_HEADER) ?? '')}
      />
      <main className="mx-auto w-full max-w-lg flex-1 space-y-4 px-4 py-6">{children}</main>
      <footer className="py-4 text-center text-xs text-gray-700">Powered by Vert</footer>
    </div>
  );
}
