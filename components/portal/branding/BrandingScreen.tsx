'use client';

import { useState, type ReactNode } from 'react';
import { PageHeader } from '@/components/shell/PageHeader';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { portalBffRoutes } from '@/lib/contract/portal/bff-routes';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { BrandForm, draftOf, type BrandDraft } from './BrandForm';
import { BrandPreviews } from './BrandPreviews';
import { SubdomainPanel } from './SubdomainPanel';
import { useChosenLogo } from './use-chosen-logo';

export interface BrandingScreenProps {
  /** 'Permit portal' on /permits/permit-portal, 'Customer portal' on /customer-portal. */
  title: string;
  /** The payment preview's line item (default 'Monthly permit'). */
  paymentItem?: string;
  /** A portal's own settings, under the brand card (the violation portal's). */
  children?: ReactNode;
}

/**
 * /permits/permit-portal and /customer-portal (spec 2 §2 "Permit portal branding page", §5
 * Branding): the subdomain (set by support; its availability can be checked), the company title,
 * the logo (resized in the browser, stored in the provider's file storage), the brand and accent
 * colours, and the two live previews. Save sends the logo (when one was chosen) and the details.
 */
export function BrandingScreen({ title, paymentItem, children }: BrandingScreenProps) {
  const { data: brand, error, mutate: reload } = useEndpoint(portalBffRoutes.brandingGet);
  const [draft, setDraft] = useState<BrandDraft | null>(null);
  const chosen = useChosenLogo();

  const current = draft ?? (brand ? draftOf(brand) : null);
  if (error && !brand) {
    return (
      <>
        <PageHeader title={title} />
        <RetryAlert onRetry={() => void reload()}>{error.message}</RetryAlert>
      </>
    );
  }
  if (!brand || !current) {
    return <PageHeader title={title} description="Loading…" />;
  }

  const shownLogo = chosen.logo?.url ?? brand.logoUrl;
  return (
    <>
      <PageHeader
        title={title}
        description="How your customers' portal looks: its address, your company's title, logo and colours."
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="flex flex-col gap-6">
          <SubdomainPanel brand={brand} />
          <BrandForm
            current={current}
            onChange={(patch) => setDraft({ ...current, ...patch })}
            onSaved={() => setDraft(null)}
            chosen={chosen}
            shownLogo={shownLogo}
          />
          {children}
        </div>
        <section aria-labelledby="previews-heading">
          <h2 id="previews-heading" className="mb-3 text-base font-semibold text-gray-900">
            Live previews
          </h2>
          <BrandPreviews
            title={current.brandTitle}
            brandColor={current.brandColor}
            accentColor={current.accentColor}
            logoUrl={shownLogo}
            paymentItem={paymentItem}
          />
        </section>
      </div>
    </>
  );
}
