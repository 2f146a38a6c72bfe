'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { PageHeader } from '@/components/shell/PageHeader';
import { LazyMenu as Menu } from '@/components/ui/LazyMenu';
import { Button } from '@/components/ui/Button';
import { ChevronDownIcon } from '@/components/ui/icons';
import { useToast } from '@/components/ui/Toast';
import { lazyPart } from '@/components/ui/lazy-part';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { permitsBffRoutes as r } from '@/lib/contract/permits/bff-routes';
import { callEndpoint } from '@/lib/fetcher';
import { permitsBffRoutes as routes } from '@/lib/contract/permits/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { PermitCounts, PermitSummary, priceText } from './PermitSummary';
import { PortalLinkCard } from './PortalLinkCard';

const QrDialog = lazyPart(() => import('./QrDialog').then((m) => m.QrDialog));
const SignDialog = lazyPart(() => import('./SignDialog').then((m) => m.SignDialog));
// The issued permits load in the browser (up to 500 rows): their table is not in the first load.
const IssuedByTypeTable = lazyPart(
  () => import('./IssuedByTypeTable').then((m) => m.IssuedByTypeTable),
  () => true,
);
const ArchiveDialog = lazyPart(() => import('./ArchiveDialog').then((m) => m.ArchiveDialog));

type Opening = 'qr' | 'sign' | 'archive' | null;

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
  const { mutate: mutateKey } = useSWRConfig();
  const router = useRouter();
  const toast = useToast();
  const [open, setOpen] = useState<Opening>(null);

  async function archive() {
    await callEndpoint(r.archivePermitType, { params: { uuid }, body: {} });
    await mutateKey(endpointUrl(routes.permitTypes));
    toast.show({ message: 'The permit type was deleted.', tone: 'success' });
    router.push('/permits/types');
  }

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
          <>
            <Button variant="secondary" disabled={!target} onClick={() => setOpen('qr')}>
              QR code
            </Button>
            <Button variant="secondary" disabled={!target} onClick={() => setOpen('sign')}>
              Scan-to-pay sign
            </Button>
            <Menu
              trigger={
                <>
                  Options <ChevronDownIcon className="size-4" />
                </>
              }
              triggerClassName="h-9 bg-white px-3.5 text-sm font-medium text-gray-800 shadow-card ring-1 ring-inset ring-gray-300 hover:bg-gray-50"
              items={[
                { kind: 'link', label: 'Edit', href: `/permits/${uuid}/edit` },
                { kind: 'link', label: 'Settings', href: `/permits/${uuid}/settings` },
                { kind: 'link', label: 'Printable poster', href: `/permits/${uuid}/qrcodepage` },
                variant === 'product'
                  ? { kind: 'link', label: 'Permit type details', href: `/permits/${uuid}/type` }
                  : { kind: 'link', label: 'Issued permits', href: `/permits/${uuid}` },
                { kind: 'separator' },
                {
                  kind: 'action',
                  label: 'Delete',
                  danger: true,
                  onSelect: () => {
                    setOpen('archive');
                  },
                },
              ]}
            />
          </>
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
      {target ? (
        <>
          <QrDialog
            open={open === 'qr'}
            onClose={() => setOpen(null)}
            target={target}
            isPrivate={portal.isPrivate}
            permitName={product.name}
          />
          <SignDialog
            open={open === 'sign'}
            onClose={() => setOpen(null)}
            target={target}
            brandTitle={portal.brandTitle ?? 'Parking permits'}
            brandColor={portal.brandColor}
            permitName={product.name}
            price={priceText(product)}
          />
        </>
      ) : null}
      <ArchiveDialog
        open={open === 'archive'}
        name={product.name}
        onClose={() => setOpen(null)}
        action={archive}
      />
    </>
  );
}
