'use client';

import { useState } from 'react';
import { FormDialog } from '@/components/ui/FormDialog';
import { permitsBffRoutes } from '@/lib/contract/permits/bff-routes';
import type { HolderVehicle } from '@/lib/contract/permits/bff';
import { callEndpoint } from '@/lib/fetcher';
import { upperVehicle, validateVehicle, type VehicleInput } from '@/lib/rules/permits/holder-forms';
import { VehicleFields } from './VehicleFields';

export interface AddVehicleDialogProps {
  open: boolean;
  customerId: string;
  onClose: () => void;
  onAdded: (vehicle: HolderVehicle) => void;
}

/**
 * Add a vehicle to the holder (spec 2 §5): plate, state/province/region, make and colour from
 * lists, model; all required, text upper-cased.
 */
export function AddVehicleDialog({ open, ...rest }: AddVehicleDialogProps) {
  return open ? <AddVehicleForm {...rest} /> : null;
}

function AddVehicleForm({ customerId, onClose, onAdded }: Omit<AddVehicleDialogProps, 'open'>) {
  const [values, setValues] = useState<VehicleInput>({
    plate: '',
    state: '',
    make: '',
    model: '',
    color: '',
  });
  const [showErrors, setShowErrors] = useState(false);
  const errors = validateVehicle(values);
  return (
    <FormDialog
      onClose={onClose}
      title="Add a vehicle"
      submitLabel="Add vehicle"
      validate={() => {
        setShowErrors(true);
        return Object.keys(errors).length === 0;
      }}
      onSubmit={async () => {
        const vehicle = await callEndpoint(permitsBffRoutes.addVehicle, {
          params: { id: customerId },
          body: upperVehicle(values),
        });
        onAdded(vehicle);
      }}
    >
      <VehicleFields
        values={values}
        onChange={(key, value) => setValues((v) => ({ ...v, [key]: value }))}
        errors={showErrors ? errors : {}}
        autoFocus
      />
    </FormDialog>
  );
}
