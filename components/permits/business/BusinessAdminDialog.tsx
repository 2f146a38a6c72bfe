'use client';

import { useRouter } from 'next/navigation';
import { useSWRConfig } from 'swr';
import { useToast } from '@/components/ui/Toast';
import { lazyPart } from '@/components/ui/lazy-part';
import type { BusinessAccount } from '@/lib/contract/permits';
import { permitsBffRoutes } from '@/lib/contract/permits/bff-routes';
import { callEndpoint } from '@/lib/fetcher';
import { endpointUrl } from '@/lib/contract/define-endpoint';

const CustomerEditDialog = lazyPart(() =>
  import('../holders/CustomerEditDialog').then((m) => m.CustomerEditDialog),
);

export interface BusinessAdminDialogProps {
  id: string;
  customerId: string;
  account: BusinessAccount;
  open: boolean;
  onClose: () => void;
}

/** 'Edit info' of a business account: its admin's name and e-mail, or delete the admin. */
export function BusinessAdminDialog({
  id,
  customerId,
  account,
  open,
  onClose,
}: BusinessAdminDialogProps) {
  const router = useRouter();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  return (
    <CustomerEditDialog
      open={open}
      onClose={onClose}
      title="Update business account admin info"
      nameLabel="Name"
      emailLabel="Account email"
      submitLabel="Update customer"
      initial={{ fullname: account.adminName, email: account.customerEmail }}
      deleteQuestion={`Delete ${account.adminName}, the admin of ${account.name}?`}
      onSave={async (body) => {
        await callEndpoint(permitsBffRoutes.updateBusinessAdmin, {
          params: { id, customerId },
          body,
        });
        onClose();
        toast.show({ message: 'Business account updated.', tone: 'success' });
        await Promise.all([
          mutate(endpointUrl(permitsBffRoutes.getBusinessAccount, { id, customerId })),
          mutate(endpointUrl(permitsBffRoutes.listBusinessAccounts)),
        ]);
      }}
      onDelete={async () => {
        await callEndpoint(permitsBffRoutes.deleteBusinessAdmin, {
          params: { id, customerId },
        });
        onClose();
        toast.show({ message: `${account.adminName} was deleted.`, tone: 'success' });
        void mutate(endpointUrl(permitsBffRoutes.listBusinessAccounts));
        router.push('/permits/business-accounts');
      }}
    />
  );
}
