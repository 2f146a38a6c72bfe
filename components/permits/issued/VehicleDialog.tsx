'use client';

import { useState } from 'react';
import { FormDialog } from '@/components/ui/FormDialog';
import { FormField } from '@/components/ui/FormField';
import { inputClasses } from '@/components/ui/input-classes';
import { permitIssuedBffRoutes as routes } from '@/lib/contract/permits/bff-routes';
import type { HolderVehiclesResponse } from '@/lib/contract/permits/bff';
import type { IssuedPermit } from '@/lib/contract/permits';
import { callEndpoint } from '@/lib/fetcher';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { permitsMessages } from '@/lib/messages/permits';
import {
  upperVehicle,
  validateVehicle,
  type FieldErrors,
  type VehicleInput,
} from '@/lib/rules/permits/holder-forms';
import { VehicleFields } from '@/components/permits/holders/VehicleFields';

export interface VehicleDialogProps {
  open: boolean;
  permit: IssuedPermit;
  onClose: () => void;
  onSaved: (permit: IssuedPermit) => void;
}

const detailsOf = (v: Partial<VehicleInput> | null | undefined): VehicleInput => ({
  plate: v?.plate ?? '',
  state: v?.state ?? '',
  make: v?.make ?? '',
  model: v?.model ?? '',
  color: v?.color ?? '',
});

/**
 * The permit's vehicle: one of the holder's vehicles, with its details in the same fields and
 * lists as Add vehicle (all required, text upper-cased on entry, spec 2 §3 and §5).
 */
export function VehicleDialog({ open, ...rest }: VehicleDialogProps) {
  return open ? <VehicleForm {...rest} /> : null;
}

function VehicleForm({ permit, onClose, onSaved }: Omit<VehicleDialogProps, 'open'>) {
  const { data, error } = useEndpoint(routes.holderVehicles, { params: { uuid: permit.uuid } });
  const vehicles: HolderVehiclesResponse['vehicles'] = data?.vehicles ?? [];
  const [chosen, setChosen] = useState(permit.vehicle?.uuid ?? '');
  const [details, setDetails] = useState<VehicleInput>(detailsOf(permit.vehicle));
  const [errors, setErrors] = useState<FieldErrors<keyof VehicleInput | 'vehicle'>>({});

  // Without a vehicle on the permit, the holder's first one is offered once the list arrives.
  const first = data?.vehicles[0];
  if (!chosen && first) {
    setChosen(first.uuid);
    setDetails(detailsOf(first));
  }

  function choose(uuid: string) {
    setChosen(uuid);
    setDetails(detailsOf(vehicles.find((v) => v.uuid === uuid)));
    setErrors({});
  }

  function validate(): boolean {
    const found: FieldErrors<keyof VehicleInput | 'vehicle'> = validateVehicle(details);
    if (!chosen) found.vehicle = "Choose one of the holder's vehicles.";
    setErrors(found);
    return Object.keys(found).length === 0;
  }

  return (
    <FormDialog
      onClose={onClose}
      title="Edit vehicle"
      description={`The vehicle of permit ${permit.customerPermitId}, from ${permit.permitHolder.name}'s vehicles.`}
      submitLabel="Save vehicle"
      submitDisabled={!data}
      validate={validate}
      errorText={permitsMessages.permitUpdateFailed}
      onSubmit={async () => {
        const body = { vehicleUUID: chosen, ...upperVehicle(details) };
        onSaved(await callEndpoint(routes.setVehicle, { params: { uuid: permit.uuid }, body }));
      }}
    >
      {error ? <p className="text-sm text-danger-700">{error.message}</p> : null}
      <FormField label="Vehicle" error={errors.vehicle} required>
        {(control) => (
          <select
            {...control}
            name="vehicle"
            value={chosen}
            disabled={!data}
            onChange={(e) => choose(e.target.value)}
            className={inputClasses}
          >
            {!data ? <option value="">Loading vehicles…</option> : null}
            {vehicles.map((v) => (
              <option key={v.uuid} value={v.uuid}>
                {v.state} {v.plate} · {v.color} {v.make} {v.model}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className="grid gap-3 sm:grid-cols-2">
        <VehicleFields
          values={details}
          onChange={(key, value) => setDetails((d) => ({ ...d, [key]: value }))}
          errors={errors}
        />
      </div>
    </FormDialog>
  );
}
