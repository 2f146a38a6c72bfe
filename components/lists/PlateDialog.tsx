'use client';

import { useRef, useState } from 'react';
import { FormDialog } from '@/components/ui/FormDialog';
import { TextInput } from '@/components/ui/TextInput';
import { addPlateBody, editPlateBody, EXPIRY_IN_PAST } from '@/lib/contract/lists/bff';
import type { ListPlate } from '@/lib/contract/lists';
import { callEndpoint } from '@/lib/fetcher';
import { fieldErrorsOf } from '@/lib/field-errors';
import { listsBffRoutes } from '@/lib/contract/lists/bff-routes';
import { listsMessages } from '@/lib/messages/lists';
import { LabelHexField } from './LabelHexField';
import {
  dateInputToIso,
  isExpiryInPast,
  isoToDateInput,
  normalizePlate,
  stripHex,
  upperPlate,
} from '@/lib/rules/lists/plates';

export interface PlateDialogProps {
  listUuid: string;
  /** The plate to edit; absent for Add a plate. */
  plate?: ListPlate | null;
  open: boolean;
  onClose: () => void;
  onSaved: (plate: ListPlate) => void;
}

type FieldName =
  | 'plate'
  | 'expiresAt'
  | 'name'
  | 'email'
  | 'label'
  | 'label2'
  | 'labelHex'
  | 'make'
  | 'model'
  | 'color';

const OPTIONAL: Array<{
  name: Exclude<FieldName, 'plate' | 'expiresAt' | 'labelHex'>;
  label: string;
  type?: string;
  max: number;
}> = [
  { name: 'name', label: 'Name', max: 120 },
  { name: 'email', label: 'Email', type: 'email', max: 254 },
  { name: 'label', label: 'Label 1', max: 120 },
  { name: 'label2', label: 'Label 2', max: 120 },
  { name: 'make', label: 'Make', max: 60 },
  { name: 'model', label: 'Model', max: 60 },
  { name: 'color', label: 'Colour', max: 40 },
];

type CheckedPlate = NonNullable<ReturnType<typeof editPlateBody.safeParse>['data']>;

/** The form's values: the plate's, or empty for a new one. */
function valuesOf(plate: ListPlate | null | undefined): Record<FieldName, string> {
  return {
    plate: plate?.plate ?? '',
    expiresAt: isoToDateInput(plate?.expiresAt ?? null),
    name: plate?.name ?? '',
    email: plate?.email ?? '',
    label: plate?.label ?? '',
    label2: plate?.label2 ?? '',
    labelHex: plate?.labelHex ?? '',
    make: plate?.make ?? '',
    model: plate?.model ?? '',
    color: plate?.color ?? '',
  };
}

/**
 * The plate body the form's values make (null when they break a §5 rule) and the errors by
 * field; a new plate's expiry must not be in the past.
 */
function checkPlate(values: Record<FieldName, string>, editing: boolean) {
  const expiresAt = values.expiresAt ? dateInputToIso(values.expiresAt) : null;
  const body = { ...values, labelHex: stripHex(values.labelHex), expiresAt };
  const parsed = (editing ? editPlateBody : addPlateBody).safeParse(body);
  const found: Partial<Record<FieldName, string>> = parsed.success
    ? {}
    : fieldErrorsOf(parsed.error);
  if (!editing && isExpiryInPast(expiresAt)) found.expiresAt = EXPIRY_IN_PAST;
  return { found, body: parsed.success ? parsed.data : null };
}

/** Add a plate / Edit plate: plate required, the rest optional (spec 1 §5). */
export function PlateDialog({ open, ...rest }: PlateDialogProps) {
  return open ? <PlateForm {...rest} /> : null;
}

/** The form's values and their errors; a field's error goes as it is changed. */
function usePlateValues(plate: ListPlate | null | undefined) {
  const [values, setValues] = useState(() => valuesOf(plate));
  const [errors, setErrors] = useState<Partial<Record<FieldName, string>>>({});

  function set(name: FieldName, value: string) {
    setValues((v) => ({ ...v, [name]: value }));
    if (errors[name]) setErrors((e) => ({ ...e, [name]: undefined }));
  }

  return { values, set, errors, setErrors };
}

/** Adds the plate, or saves the edited one; answers the saved plate. */
function savePlate(listUuid: string, plate: ListPlate | null | undefined, body: CheckedPlate) {
  return plate
    ? callEndpoint(listsBffRoutes.editPlate, {
        params: { uuid: listUuid, plateUuid: plate.uuid },
        body,
      })
    : callEndpoint(listsBffRoutes.addPlate, { params: { uuid: listUuid }, body });
}

function PlateForm({ listUuid, plate, onClose, onSaved }: Omit<PlateDialogProps, 'open'>) {
  const editing = Boolean(plate);
  const { values, set, errors, setErrors } = usePlateValues(plate);
  /** The body the last check accepted: what the save sends. */
  const checked = useRef<CheckedPlate | null>(null);

  function validate(): boolean {
    const { found, body } = checkPlate(values, editing);
    setErrors(found);
    checked.current = body;
    return body !== null && Object.keys(found).length === 0;
  }

  async function save() {
    const body = checked.current;
    if (body) onSaved(await savePlate(listUuid, plate, body));
  }

  const today = isoToDateInput(new Date().toISOString());

  return (
    <FormDialog
      onClose={onClose}
      title={editing ? 'Edit plate' : 'Add a plate'}
      size="lg"
      submitLabel={editing ? 'Save plate' : 'Add plate'}
      validate={validate}
      onSubmit={save}
      errorText={listsMessages.listFailed}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <TextInput
          label="Plate"
          name="plate"
          value={values.plate}
          maxLength={16}
          autoComplete="off"
          onChange={(e) =>
            set('plate', editing ? upperPlate(e.target.value) : normalizePlate(e.target.value))
          }
          error={errors.plate}
          hint={editing ? undefined : 'Letters and digits only; upper-cased.'}
          required
          autoFocus
        />
        <TextInput
          label="Expiry date"
          name="expiresAt"
          type="date"
          min={editing ? undefined : today}
          value={values.expiresAt}
          onChange={(e) => set('expiresAt', e.target.value)}
          error={errors.expiresAt}
          hint="Optional. Not in the past."
        />
        {OPTIONAL.map((field) => (
          <TextInput
            key={field.name}
            label={field.label}
            name={field.name}
            type={field.type ?? 'text'}
            maxLength={field.max}
            value={values[field.name]}
            onChange={(e) => set(field.name, e.target.value)}
            error={errors[field.name]}
          />
        ))}
        <LabelHexField
          value={values.labelHex}
          error={errors.labelHex}
          onChange={(value) => set('labelHex', value)}
        />
      </div>
    </FormDialog>
  );
}
