'use client';

import Link from 'next/link';
import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import type { PermitPortalLinks } from '@/lib/contract/permits/bff';
import { BUSINESS_ONLY_TEXTS, businessOnlyHowTo } from '@/lib/rules/permits/permit-rules';

export const SUBDOMAIN_NOTICE =
  'A subdomain must be configured before customers can use the permit portal. Please contact support to set it up.';

/**
 * The public portal address of a permit type with Copy and View (spec 2 §2); for a type issued
 * through business accounts only, how it is issued instead; the subdomain notice while the
 * portal is not active.
 */
export function PortalLinkCard({ portal }: { portal: PermitPortalLinks }) {
  const [copied, setCopied] = useState<'yes' | 'failed' | null>(null);
  const address = portal.address;

  async function copy() {
    if (!address) return;
    try {
      await navigator.clipboard.writeText(address);
      setCopied('yes');
    } catch {
      setCopied('failed');
    }
  }

  return (
    <section
      aria-labelledby="portal-link-heading"
      className="rounded-lg border border-gray-200 bg-white p-4"
    >
      <h2 id="portal-link-heading" className="text-sm font-semibold text-gray-900">
        Registration portal
      </h2>
      {portal.businessOnly ? (
        <div className="mt-1 space-y-1 text-sm text-gray-700">
          <p>{BUSINESS_ONLY_TEXTS.noPublicLink}</p>
          <p>
            {businessOnlyHowTo(portal.allBusinessAccounts)}{' '}
            <Link
              href="/permits/business-accounts"
              className="font-medium text-brand-700 underline"
            >
              Business accounts
            </Link>
          </p>
        </div>
      ) : address ? (
        <>
          <p className="mt-1 text-sm text-gray-600">Customers register for this permit at:</p>
          <div className="mt-2 flex flex-col gap-2 sm:flex-row sm:items-center">
            <code
              className="min-w-0 flex-1 truncate rounded-md bg-gray-50 px-2 py-1.5 text-sm text-gray-900 ring-1 ring-gray-200"
              title={address}
            >
              {address}
            </code>
            <div className="flex gap-2">
              <Button variant="secondary" size="sm" onClick={() => void copy()}>
                Copy
              </Button>
              <a
                href={address}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex h-8 items-center rounded-md bg-white px-2.5 text-sm font-medium text-gray-800 shadow-card ring-1 ring-inset ring-gray-300 hover:bg-gray-50"
              >
                View<span className="sr-only"> the portal page (opens in a new tab)</span>
              </a>
            </div>
          </div>
          <p className="mt-1 min-h-5 text-sm text-gray-600" role="status">
            {copied === 'yes'
              ? 'Link copied.'
              : copied === 'failed'
                ? 'The link could not be copied: select it and copy it by hand.'
                : ''}
          </p>
        </>
      ) : (
        <Alert tone="warning" className="mt-2">
          {SUBDOMAIN_NOTICE}
        </Alert>
      )}
    </section>
  );
}
