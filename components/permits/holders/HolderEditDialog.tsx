'use client';

import { useRouter } from 'next/navigation';
import { useSWRConfig } from 'swr';
import { useToast } from '@/components/ui/Toast';
import { lazyPart } from '@/components/ui/lazy-part';
import type { HolderDetailResponse } from '@/lib/contract/permits/bff';
import { permitsBffRoutes } from '@/lib/contract/permits/bff-routes';
import { callEndpoint } from '@/lib/fetcher';
import { endpointUrl } from '@/lib/contract/define-endpoint';

const CustomerEditDialog = lazyPart(() =>
  import('./CustomerEditDialog').then((m) => m.CustomerEditDialog),
);

export interface HolderEditDialogProps {
  id: string;
  customer: HolderDetailResponse['customer'];
  open: boolean;
  onClose: () => void;
}

/** Edit of a permit holder: name and e-mail, or delete the holder. */
export function HolderEditDialog({ id, customer, open, onClose }: HolderEditDialogProps) {
  const router = useRouter();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  return (
    <CustomerEditDialog
      open={open}
      onClose={onClose}
      title="Edit permit holder"
      nameLabel="Name"
      emailLabel="Email"
      submitLabel="Save"
      initial={{ fullname: customer.fullname, email: customer.email }}
      deleteQuestion={`Delete ${customer.fullname}?`}
      onSave={async (body) => {
        await callEndpoint(permitsBffRoutes.updateHolder, { params: { id }, body });
        onClose();
        toast.show({ message: 'Permit holder updated.', tone: 'success' });
        await Promise.all([
          mutate(endpointUrl(permitsBffRoutes.getHolder, { id })),
          mutate(endpointUrl(permitsBffRoutes.listHolders)),
        ]);
      }}
      onDelete={async () => {
        await callEndpoint(permitsBffRoutes.deleteHolder, { params: { id } });
        onClose();
        toast.show({ message: `${customer.fullname} was deleted.`, tone: 'success' });
        void mutate(endpointUrl(permitsBffRoutes.listHolders));
        router.push('/permits/holders');
      }}
    />
  );
}
