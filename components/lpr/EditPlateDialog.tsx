'use client';

import { editPlateBody } from '@/lib/contract/lpr/bff';
import { PlateDialog, type PlateDialogProps } from './PlateDialog';

/** The edit-plate check of the BFF (zod), loaded with the dialog rather than with the screen. */
function editPlateCheck(plate: string): { plate: string } | { error: string } {
  const parsed = editPlateBody.safeParse({ plate });
  return parsed.success
    ? { plate: parsed.data.plate }
    : { error: parsed.error.issues[0]?.message ?? 'Please enter a plate.' };
}

/** Edit plate on the scan detail: the plate dialog with the BFF's own plate rules. */
export function EditPlateDialog(props: Omit<PlateDialogProps, 'validate'>) {
  return <PlateDialog {...props} validate={editPlateCheck} />;
}
