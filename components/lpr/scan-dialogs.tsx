'use client';

import { useRouter } from 'next/navigation';
import { useSWRConfig } from 'swr';
import { ConfirmDialog } from '@/components/ui/ConfirmDialog';
import { useToast } from '@/components/ui/Toast';
import type { Scan } from '@/lib/contract/lpr';
import { lprBffRoutes } from '@/lib/contract/lpr/bff-routes';
import { callEndpoint } from '@/lib/fetcher';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { lprMessages } from '@/lib/messages/lpr';
import { EditPlateDialog } from './EditPlateDialog';

/** Plates are stored as the lists match them: say so, so 'ab c-12' saved as ABC12 is no surprise. */
const PLATE_EDIT_DESCRIPTION =
  'Correct the plate read from the image. It is saved in capitals, letters and digits only: spaces, dashes and other marks are dropped (ab c-12 is saved as ABC12). It is matched against your lists again.';

/** Which dialog of the scan detail is open. */
export type ScanDialog = 'edit' | 'delete';

export interface ScanDialogsProps {
  scan: Scan;
  /** Which BFF route answers the scan (its SWR key). */
  fetchFrom: 'scans' | 'alerts';
  /** Where a deleted scan goes: the list the user came from. */
  backHref: string;
  open: ScanDialog | null;
  onClose: () => void;
}

/**
 * The dialogs of the scan detail, loaded after it (Edit plate holds the BFF's zod check): Edit
 * plate and the delete confirmation, with what saving and deleting do.
 */
export function ScanDialogs({ scan, fetchFrom, backHref, open, onClose }: ScanDialogsProps) {
  const router = useRouter();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const { uuid } = scan;

  /** Lists that showed this scan are out of date after an edit or delete. */
  function refreshLists() {
    return mutate(
      (k) =>
        typeof k === 'string' &&
        (k.startsWith('/api/scans?') ||
          k.startsWith('/api/alerts?') ||
          k.startsWith('/api/scans/history/')),
    );
  }

  async function savePlate(plate: string) {
    const updated = await callEndpoint(lprBffRoutes.updateScan, {
      params: { uuid },
      body: { plate },
    });
    const scanRoute = fetchFrom === 'scans' ? lprBffRoutes.getScan : lprBffRoutes.getAlert;
    await mutate(endpointUrl(scanRoute, { uuid }), updated, { revalidate: false });
    if (fetchFrom === 'alerts') void mutate(endpointUrl(lprBffRoutes.getScan, { uuid }));
    onClose();
    toast.show({ tone: 'success', message: `Plate changed to ${updated.plate}.` });
    void refreshLists();
    void mutate(endpointUrl(lprBffRoutes.plateHistory, { plate: updated.plate }));
  }

  async function deleteScan() {
    await callEndpoint(lprBffRoutes.deleteScan, { params: { uuid } });
    toast.show({ tone: 'success', message: 'Scan deleted.' });
    void refreshLists();
    router.push(backHref);
  }

  return (
    <>
      <EditPlateDialog
        open={open === 'edit'}
        onClose={onClose}
        title="Edit plate"
        description={PLATE_EDIT_DESCRIPTION}
        submitLabel="Save plate"
        initialPlate={scan.plate}
        onSave={savePlate}
      />
      <ConfirmDialog
        open={open === 'delete'}
        onClose={onClose}
        action={deleteScan}
        title={lprMessages.deleteConfirm}
        description={`The scan of ${scan.plate} and its alert will be deleted.`}
      />
    </>
  );
}
