'use client';

import { Button } from '@/components/ui/Button';
import { ChevronDownIcon } from '@/components/ui/icons';
import { LazyMenu as Menu } from '@/components/ui/LazyMenu';
import type { PermitTypeOpening } from './PermitTypeDialogs';

export interface PermitTypeActionsProps {
  uuid: string;
  variant: 'product' | 'type';
  /** Whether the portal has an address the QR code and the sign can point at. */
  hasTarget: boolean;
  onOpen: (dialog: Exclude<PermitTypeOpening, null>) => void;
}

/** The permit type's header actions: QR code, Scan-to-pay sign and Options. */
export function PermitTypeActions({ uuid, variant, hasTarget, onOpen }: PermitTypeActionsProps) {
  return (
    <>
      <Button variant="secondary" disabled={!hasTarget} onClick={() => onOpen('qr')}>
        QR code
      </Button>
      <Button variant="secondary" disabled={!hasTarget} onClick={() => onOpen('sign')}>
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
            onSelect: () => onOpen('archive'),
          },
        ]}
      />
    </>
  );
}
