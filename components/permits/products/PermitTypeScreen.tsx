'use client';

import Link from 'next/link';
import { useState } from 'react';
import { PageHeader } from '@/components/shell/PageHeader';
import { lazyPart } from '@/components/ui/lazy-part';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { permitsBffRoutes as routes } from '@/lib/contract/permits/bff-routes';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { PermitCounts, PermitSummary, priceText } from './PermitSummary';
import { PermitTypeActions } from './PermitTypeActions';
import { PermitTypeDialogs, type PermitTypeOpening } from './PermitTypeDialogs';
import { PortalLinkCard } from './PortalLinkCard';

// The issued permits load in the browser (up to 500 rows): their table is not in the first load.
const IssuedByTypeTable = lazyPart(
  () => import('./IssuedByTypeTable').then((m) => m.IssuedByTypeTable),
  () => true,
);

export interface PermitTypeScreenProps {
  uuid: string;
  /** 'product': /permits/[id] (summary and issued permits); 'type': /permits/[id]/type (details). */
  variant: 'product' | 'type';
}

/**
 * A permit type (spec 2 §2): its summary or details, the portal address with Copy and View, the
 * QR code and scan-to-pay sign dialogs, Options (edit, settings, poster, delete) and, on the
 * product page, the permits issued under it.
 */
export function PermitTypeScreen({ uuid, variant }: PermitTypeScreenProps) {
  const { data, error, mutate } = useEndpoint(routes.permitType, { params: { uuid } });
  const [open, setOpen] = useState<PermitTypeOpening>(null);

  if (error) {
    return (
      <>
        <PageHeader title="Permit type" />
        <RetryAlert onRetry={() => void mutate()}>{error.message}</RetryAlert>
      </>
    );
  }
  if (!data) {
    return (
      <>
        <PageHeader title="Permit type" />
        <div className="h-64 animate-pulse rounded-lg border border-gray-200 bg-white" />
      </>
    );
  }
  const { product, portal } = data;
  const target = portal.qrTarget;
  return (
    <>
      <PageHeader
        title={product.name}
        description={`${priceText(product)} · ${product.description}`}
        actions={
          <PermitTypeActions
            uuid={uuid}
            variant={variant}
            hasTarget={Boolean(target)}
            onOpen={setOpen}
          />
        }
      />
      <div className="space-y-6">
        <PortalLinkCard portal={portal} />
        {variant === 'type' ? (
          <>
            <PermitSummary product={product} full />
            <PermitCounts product={product} />
            <p className="text-sm">
              <Link href={`/permits/${uuid}`} className="font-medium text-brand-700 underline">
                See the permits issued under this type
              </Link>
            </p>
          </>
        ) : (
          <>
            <PermitCounts product={product} />
            <IssuedByTypeTable uuid={uuid} currency={product.currency} />
          </>
        )}
      </div>
      <PermitTypeDialogs
        uuid={uuid}
        product={product}
        portal={portal}
        open={open}
        onClose={() => setOpen(null)}
      />
    </>
  );
}
