'use client';

import { TextInput } from '@/components/ui/TextInput';
import type { FieldErrors, VehicleInput } from '@/lib/rules/permits/holder-forms';
import { VEHICLE_COLOURS, VEHICLE_MAKES, VEHICLE_REGIONS } from '@/lib/rules/permits/vehicle-lists';
import { SelectField } from './SelectField';

export interface VehicleFieldsProps {
  values: VehicleInput;
  onChange: (key: keyof VehicleInput, value: string) => void;
  errors: FieldErrors<keyof VehicleInput>;
  autoFocus?: boolean;
}

type Option = { value: string; label: string };

const REGIONS: Option[] = VEHICLE_REGIONS.map((r) => ({
  value: r.code,
  label: `${r.name} (${r.code})`,
}));
const MAKES: Option[] = VEHICLE_MAKES.map((m) => ({ value: m, label: m }));
const COLOURS: Option[] = VEHICLE_COLOURS.map((c) => ({ value: c, label: c }));

/** The list, plus a stored value it lacks (an older vehicle stays editable as it is). */
function withCurrent(options: Option[], value: string): Option[] {
  return !value || options.some((o) => o.value === value)
    ? options
    : [...options, { value, label: value }];
}

/**
 * A vehicle's fields (spec 2 §5): plate, state/province/region, make and colour from lists,
 * model; text upper-cased. Add vehicle and Edit vehicle both use them.
 */
export function VehicleFields({ values, onChange, errors, autoFocus }: VehicleFieldsProps) {
  return (
    <>
      <TextInput
        label="License plate"
        name="plate"
        maxLength={16}
        autoFocus={autoFocus}
        required
        inputClassName="uppercase"
        value={values.plate}
        onChange={(e) => onChange('plate', e.target.value.toUpperCase())}
        error={errors.plate}
      />
      <SelectField
        label="State/Province/Region"
        name="state"
        value={values.state}
        onChange={(v) => onChange('state', v)}
        options={withCurrent(REGIONS, values.state)}
        placeholder="Choose a state or province"
        error={errors.state}
        required
      />
      <SelectField
        label="Make"
        name="make"
        value={values.make}
        onChange={(v) => onChange('make', v)}
        options={withCurrent(MAKES, values.make)}
        placeholder="Choose a make"
        error={errors.make}
        required
      />
      <TextInput
        label="Model"
        name="model"
        maxLength={64}
        required
        value={values.model}
        onChange={(e) => onChange('model', e.target.value.toUpperCase())}
        error={errors.model}
      />
      <SelectField
        label="Color"
        name="color"
        value={values.color}
        onChange={(v) => onChange('color', v)}
        options={withCurrent(COLOURS, values.color)}
        placeholder="Choose a color"
        error={errors.color}
        required
      />
    </>
  );
}
