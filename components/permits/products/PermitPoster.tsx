'use client';

import { useEffect, useState } from 'react';
import type { PermitTypeResponse } from '@/lib/contract/permits/bff';
import { BUSINESS_ONLY_TEXTS, posterTitle } from '@/lib/rules/permits/permit-rules';
import { priceText } from './PermitSummary';
import { SUBDOMAIN_NOTICE } from './PortalLinkCard';

/** Only the poster is printed, on one page. */
const PRINT_CSS = `
@media print {
  @page { size: letter; margin: 0.5in; }
  body * { visibility: hidden !important; }
  #permit-poster, #permit-poster * { visibility: visible !important; }
  #permit-poster { position: absolute; inset: 0; margin: 0; border: 0; box-shadow: none; }
}`;

/** The scan-to-pay poster of a permit type: the page prints it; the QR code is made on open. */
export function PermitPoster({ view }: { view: PermitTypeResponse }) {
  const { product, portal } = view;
  const [qr, setQr] = useState<string | null>(null);
  const target = portal.qrTarget;

  useEffect(() => {
    if (!target) return;
    let live = true;
    import('qrcode')
      .then((QRCode) => QRCode.toDataURL(target, { width: 640, margin: 1 }))
      .then((url) => live && setQr(url))
      .catch(() => live && setQr(null));
    return () => {
      live = false;
    };
  }, [target]);

  return (
    <article
      id="permit-poster"
      aria-label="Scan-to-pay poster"
      className="mx-auto flex max-w-2xl flex-col items-center rounded-lg border border-gray-200 bg-white px-6 py-10 text-center shadow-card"
    >
      <style>{PRINT_CSS}</style>
      {portal.brandTitle ? <p className="text-lg text-gray-600">{portal.brandTitle}</p> : null}
      <h2 className="mt-2 text-3xl font-bold text-gray-900 sm:text-4xl">{posterTitle(portal)}</h2>
      <p className="mt-3 text-2xl text-gray-900">{product.name}</p>
      <p className="mt-1 text-xl font-semibold text-gray-900">{priceText(product)}</p>
      {target ? (
        qr ? (
          // eslint-disable-next-line @next/next/no-img-element -- a generated data URL
          <img src={qr} alt={`QR code for ${target}`} width={320} height={320} className="mt-6" />
        ) : (
          <div className="mt-6 size-80 animate-pulse rounded bg-gray-100" />
        )
      ) : (
        <p className="mt-6 text-base text-danger-700">
          {portal.businessOnly ? BUSINESS_ONLY_TEXTS.noPublicLink : SUBDOMAIN_NOTICE}
        </p>
      )}
      {/* The scanning steps only beside a code (none without a subdomain or for business only). */}
      {target ? (
        <>
          <ol className="mt-6 space-y-1 text-base text-gray-800">
            <li>1. Open your phone&apos;s camera and point it at the code.</li>
            <li>2. Tap the link and enter your vehicle.</li>
            <li>3. Pay and park: your permit is on record at once.</li>
          </ol>
          <p className="mt-4 break-all text-sm text-gray-600">{target}</p>
        </>
      ) : null}
      <p className="mt-6 text-sm text-gray-600">{product.description}</p>
    </article>
  );
}
