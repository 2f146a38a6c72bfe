'use client';

import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { PlusIcon } from '@/components/ui/icons';
import { TextInput } from '@/components/ui/TextInput';
import { cn } from '@/components/ui/cn';
import type { HolderVehicle } from '@/lib/contract/permits/bff';
import type { ManualIssueInput } from '@/lib/rules/permits/holder-forms';

/** The vehicle and holder-details cards of the manual issue form (IssuePermitForm.tsx). */

export type Field = keyof ManualIssueInput;

const ADDRESS: Array<[Field, string, string]> = [
  ['holderAddress1', 'Address line 1', 'address-line1'],
  ['holderAddress2', 'Address line 2', 'address-line2'],
  ['holderCity', 'City', 'address-level2'],
  ['holderState', 'State/Province', 'address-level1'],
  ['holderZip', 'ZIP/Postal code', 'postal-code'],
  ['holderCountry', 'Country', 'country-name'],
];

const vehicleLabel = (v: HolderVehicle) =>
  `${v.plate} (${v.state}) · ${[v.color, v.make, v.model].filter(Boolean).join(' ')}`;

/** One of the holder's vehicles to choose (a radio list), or a button to add one. */
export function VehicleCard({
  vehicles,
  chosen,
  error,
  onChoose,
  onAdd,
}: {
  vehicles: HolderVehicle[];
  chosen: string;
  error: string | undefined;
  onChoose: (uuid: string) => void;
  onAdd: () => void;
}) {
  return (
    <Card
      title="Vehicle"
      actions={
        <Button
          variant="secondary"
          size="sm"
          icon={<PlusIcon className="size-4" />}
          onClick={onAdd}
        >
          Add a vehicle
        </Button>
      }
    >
      <fieldset aria-describedby={error ? 'vehicle-error' : undefined}>
        <legend className="sr-only">Vehicle</legend>
        {vehicles.length === 0 ? (
          <p className={cn('text-sm', error ? 'text-danger-700' : 'text-gray-600')}>
            This holder has no vehicle yet. Add one.
          </p>
        ) : (
          <ul
            className={cn(
              'divide-y divide-gray-100 rounded-md border',
              error ? 'border-danger-600' : 'border-gray-200',
            )}
          >
            {vehicles.map((v) => (
              <li key={v.uuid}>
                <label className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm text-gray-900">
                  <input
                    type="radio"
                    name="vehicleUUID"
                    value={v.uuid}
                    checked={chosen === v.uuid}
                    onChange={() => onChoose(v.uuid)}
                  />
                  {vehicleLabel(v)}
                </label>
              </li>
            ))}
          </ul>
        )}
        {error ? (
          <p id="vehicle-error" className="mt-1.5 text-xs font-medium text-danger-700">
            {error}
          </p>
        ) : null}
      </fieldset>
    </Card>
  );
}

/** The holder's name, e-mail (required) and address lines. */
export function HolderDetailsCard({
  values,
  set,
  shown,
}: {
  values: ManualIssueInput;
  set: (key: Field) => (value: string) => void;
  shown: (key: Field) => string | undefined;
}) {
  return (
    <Card title="Holder details">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <TextInput
          label="Holder name"
          name="holderName"
          maxLength={120}
          required
          autoComplete="name"
          value={values.holderName}
          onChange={(e) => set('holderName')(e.target.value)}
          error={shown('holderName')}
        />
        <TextInput
          label="Holder email"
          name="holderEmail"
          type="email"
          maxLength={254}
          required
          autoComplete="email"
          value={values.holderEmail}
          onChange={(e) => set('holderEmail')(e.target.value)}
          error={shown('holderEmail')}
        />
        {ADDRESS.map(([key, label, autoComplete]) => (
          <TextInput
            key={key}
            label={label}
            name={key}
            maxLength={200}
            autoComplete={autoComplete}
            value={values[key]}
            onChange={(e) => set(key)(e.target.value)}
          />
        ))}
      </div>
    </Card>
  );
}
