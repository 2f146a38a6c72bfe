'use client';

import { useState } from 'react';
import { FormDialog } from '@/components/ui/FormDialog';
import { TextInput } from '@/components/ui/TextInput';
import { permitsBffRoutes } from '@/lib/contract/permits/bff-routes';
import type { HolderVehicle } from '@/lib/contract/permits/bff';
import { callEndpoint } from '@/lib/fetcher';
import { upperVehicle, validateVehicle, type VehicleInput } from '@/lib/rules/permits/holder-forms';
import { VEHICLE_COLOURS, VEHICLE_MAKES, VEHICLE_REGIONS } from '@/lib/rules/permits/vehicle-lists';
import { SelectField } from './SelectField';

export interface AddVehicleDialogProps {
  open: boolean;
  customerId: string;
  onClose: () => void;
  onAdded: (vehicle: HolderVehicle) => void;
}

const REGIONS = VEHICLE_REGIONS.map((r) => ({ value: r.code, label: `${r.name} (${r.code})` }));
const MAKES = VEHICLE_MAKES.map((m) => ({ value: m, label: m }));
const COLOURS = VEHICLE_COLOURS.map((c) => ({ value: c, label: c }));

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
  const shown = (key: keyof VehicleInput) => (showErrors ? errors[key] : undefined);
  const set = (key: keyof VehicleInput) => (value: string) =>
    setValues((v) => ({ ...v, [key]: value }));
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
      <TextInput
        label="License plate"
        name="plate"
        maxLength={16}
        autoFocus
        required
        inputClassName="uppercase"
        value={values.plate}
        onChange={(e) => set('plate')(e.target.value.toUpperCase())}
        error={shown('plate')}
      />
      <SelectField
        label="State/Province/Region"
        name="state"
        value={values.state}
        onChange={set('state')}
        options={REGIONS}
        placeholder="Choose a state or province"
        error={shown('state')}
        required
      />
      <SelectField
        label="Make"
        name="make"
        value={values.make}
        onChange={set('make')}
        options={MAKES}
        placeholder="Choose a make"
        error={shown('make')}
        required
      />
      <TextInput
        label="Model"
        name="model"
        maxLength={64}
        required
        value={values.model}
        onChange={(e) => set('model')(e.target.value.toUpperCase())}
        error={shown('model')}
      />
      <SelectField
        label="Color"
        name="color"
        value={values.color}
        onChange={set('color')}
        options={COLOURS}
        placeholder="Choose a color"
        error={shown('color')}
        required
      />
    </FormDialog>
  );
}
