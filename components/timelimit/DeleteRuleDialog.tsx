'use client';

import { useRouter } from 'next/navigation';
import { useSWRConfig } from 'swr';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { useToast } from '@/components/ui/Toast';
import { callEndpoint } from '@/lib/fetcher';
import { listsBffRoutes as routes } from '@/lib/contract/lists/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';

export interface DeleteRuleDialogProps {
  open: boolean;
  onClose: () => void;
  uuid: string;
  name: string;
}

/** Asks before deleting a time limit rule; once deleted, back to /timelimit. */
export function DeleteRuleDialog({ open, onClose, uuid, name }: DeleteRuleDialogProps) {
  const router = useRouter();
  const toast = useToast();
  const { mutate } = useSWRConfig();

  async function onDelete() {
    await callEndpoint(routes.deleteTimeLimitRule, { params: { uuid } });
    void mutate(endpointUrl(routes.timeLimitRules));
    toast.show({ tone: 'success', message: 'Rule deleted.' });
    router.push('/timelimit');
  }

  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      action={onDelete}
      title="Delete rule"
      description={`Delete ${name} with its plates, geofence and time limit? This cannot be undone.`}
      confirmLabel="Delete rule"
    />
  );
}
