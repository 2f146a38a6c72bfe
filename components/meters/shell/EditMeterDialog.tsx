'use client';

import { useState } from 'react';
import { FormDialog } from '@/components/ui/FormDialog';
import { TextInput } from '@/components/ui/TextInput';
import { metersBffRoutes as r } from '@/lib/contract/meters/bff-routes';
import type { MeterTableInfo } from '@/lib/contract/meters';
import type { MeterTableMeterResponse } from '@/lib/contract/meters/bff';
import { callEndpoint } from '@/lib/fetcher';
import { metersMessages } from '@/lib/messages/meters';
import { meterEditProblems, type MeterEditInput } from '@/lib/rules/meters/meter-edit';

export interface EditMeterDialogProps {
  open: boolean;
  meter: MeterTableInfo;
  onClose: () => void;
  onSaved: (view: MeterTableMeterResponse) => void;
}

/** Edit meter: name, description and first free minutes (sent as a number, spec 3 §5). */
export function EditMeterDialog({ open, ...rest }: EditMeterDialogProps) {
  return open ? <EditMeterForm {...rest} /> : null;
}

function EditMeterForm({ meter, onClose, onSaved }: Omit<EditMeterDialogProps, 'open'>) {
  const [values, setValues] = useState<MeterEditInput>({
    name: meter.name,
    description: meter.description ?? '',
    firstFreeMin: String(meter.firstFreeMin),
  });
  const [touched, setTouched] = useState(false);
  const problems = meterEditProblems(values);
  const shown = (key: keyof MeterEditInput) => (touched ? problems.errors[key] : undefined);
  const set = (key: keyof MeterEditInput) => (e: { target: { value: string } }) =>
    setValues((v) => ({ ...v, [key]: e.target.value }));

  return (
    <FormDialog
      onClose={onClose}
      title={`Edit meter ${meter.zoneId}`}
      submitLabel="Save"
      validate={() => {
        setTouched(true);
        return problems.body !== null;
      }}
      onSubmit={async () => {
        if (!problems.body) return;
        onSaved(
          await callEndpoint(r.meterTableUpdate, {
            params: { uuid: meter.uuid },
            body: problems.body,
          }),
        );
      }}
      errorText={metersMessages.meterSaveFailed}
    >
      <TextInput
        label="Name"
        maxLength={120}
        autoFocus
        value={values.name}
        onChange={set('name')}
        error={shown('name')}
      />
      <TextInput
        label="Description"
        maxLength={500}
        value={values.description}
        onChange={set('description')}
        error={shown('description')}
      />
      <TextInput
        label="First free minutes"
        type="number"
        inputMode="numeric"
        min={0}
        max={1440}
        step={1}
        value={values.firstFreeMin}
        onChange={set('firstFreeMin')}
        error={shown('firstFreeMin')}
      />
    </FormDialog>
  );
}
