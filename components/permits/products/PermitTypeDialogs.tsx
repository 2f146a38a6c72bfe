'use client';

import { useRouter } from 'next/navigation';
import { useSWRConfig } from 'swr';
import { useToast } from '@/components/ui/Toast';
import { lazyPart } from '@/components/ui/lazy-part';
import type { PermitProduct } from '@/lib/contract/permits';
import type { PermitPortalLinks } from '@/lib/contract/permits/bff';
import { permitsBffRoutes as routes } from '@/lib/contract/permits/bff-routes';
import { callEndpoint } from '@/lib/fetcher';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { priceText } from './PermitSummary';

const QrDialog = lazyPart(() => import('./QrDialog').then((m) => m.QrDialog));
const SignDialog = lazyPart(() => import('./SignDialog').then((m) => m.SignDialog));
const ArchiveDialog = lazyPart(() => import('./ArchiveDialog').then((m) => m.ArchiveDialog));

export type PermitTypeOpening = 'qr' | 'sign' | 'archive' | null;

export interface PermitTypeDialogsProps {
  uuid: string;
  product: PermitProduct;
  portal: PermitPortalLinks;
  open: PermitTypeOpening;
  onClose: () => void;
}

/** The permit type's QR code and scan-to-pay sign dialogs, and Delete (archive) with its effect. */
export function PermitTypeDialogs({
  uuid,
  product,
  portal,
  open,
  onClose,
}: PermitTypeDialogsProps) {
  const { mutate: mutateKey } = useSWRConfig();
  const router = useRouter();
  const toast = useToast();
  const target = portal.qrTarget;

  async function archive() {
    await callEndpoint(routes.archivePermitType, { params: { uuid }, body: {} });
    await mutateKey(endpointUrl(routes.permitTypes));
    toast.show({ message: 'The permit type was deleted.', tone: 'success' });
    router.push('/permits/types');
  }

  return (
    <>
      {target ? (
        <>
          <QrDialog
            open={open === 'qr'}
            onClose={onClose}
            target={target}
            isPrivate={portal.isPrivate}
            permitName={product.name}
          />
          <SignDialog
            open={open === 'sign'}
            onClose={onClose}
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
        onClose={onClose}
        action={archive}
      />
    </>
  );
}
