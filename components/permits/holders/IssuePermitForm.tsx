'use client';

import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { LinkButton } from '@/components/ui/LinkButton';
import { lazyPart } from '@/components/ui/lazy-part';
import { permitsBffRoutes } from '@/lib/contract/permits/bff-routes';
import type { HolderVehicle } from '@/lib/contract/permits/bff';
import { callEndpoint, isApiError, UNAUTHENTICATED_CODE } from '@/lib/fetcher';
import { permitsMessages } from '@/lib/messages/permits';
import { permitAmount } from '@/lib/rules/permits/issued-display';
import {
  manualIssueBodyOf,
  validateManualIssue,
  type ManualIssueInput,
} from '@/lib/rules/permits/holder-forms';
import type { Currency } from '@/lib/format';
import { HolderDetailsCard, VehicleCard, type Field } from './IssuePermitCards';
import { SelectField } from './SelectField';

const AddVehicleDialog = lazyPart(() =>
  import('./AddVehicleDialog').then((m) => m.AddVehicleDialog),
);

/** Spec 2 §8: a failed manual issue reads 'An error occured while trying to create the permit…'. */
const issueErrorText = (cause: unknown) =>
  isApiError(cause) && (cause.code === UNAUTHENTICATED_CODE || cause.status === 409)
    ? cause.message
    : permitsMessages.permitCreateFailed;

interface IssueFormProps {
  id: string;
  initialName: string;
  initialEmail: string;
  vehicles: HolderVehicle[];
  products: Array<{ uuid: string; name: string; amount: number; currency: Currency }>;
  onVehicleAdded: () => Promise<unknown>;
  onIssued: () => Promise<void>;
}

/** The form's values, the errors it shows and its submit (issuePermit, then onIssued). */
function useIssuePermit(
  id: string,
  initial: Pick<IssueFormProps, 'initialName' | 'initialEmail' | 'vehicles' | 'onIssued'>,
) {
  const { vehicles, onIssued } = initial;
  const [values, setValues] = useState<ManualIssueInput>({
    permitProductUUID: '',
    vehicleUUID: vehicles.length === 1 ? vehicles[0].uuid : '',
    holderName: initial.initialName,
    holderEmail: initial.initialEmail,
    holderAddress1: '',
    holderAddress2: '',
    holderCity: '',
    holderState: '',
    holderZip: '',
    holderCountry: '',
  });
  const [showErrors, setShowErrors] = useState(false);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const errors = validateManualIssue(values);
  const shown = (key: Field) => (showErrors ? errors[key] : undefined);
  const set = (key: Field) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending) return;
    setShowErrors(true);
    setError(null);
    if (Object.keys(errors).length > 0) return;
    setSending(true);
    try {
      await callEndpoint(permitsBffRoutes.issuePermit, {
        params: { id },
        body: manualIssueBodyOf(values),
      });
      await onIssued();
    } catch (cause) {
      setError(issueErrorText(cause));
      setSending(false);
    }
  }

  const incomplete = showErrors && Object.keys(errors).length > 0;
  return { values, set, shown, incomplete, sending, error, submit };
}

export function IssueForm(props: IssueFormProps) {
  const { id, vehicles, products, onVehicleAdded } = props;
  const { values, set, shown, incomplete, sending, error, submit } = useIssuePermit(id, props);
  const [addingVehicle, setAddingVehicle] = useState(false);

  return (
    <>
      <form onSubmit={submit} noValidate className="space-y-6">
        {incomplete ? <Alert tone="error">Please fill in the fields marked in red.</Alert> : null}
        {error ? <Alert tone="error">{error}</Alert> : null}
        {sending ? (
          <Alert tone="info" role="status">
            {permitsMessages.creatingPermit}
          </Alert>
        ) : null}
        <Card title="Permit type">
          <SelectField
            label="Permit type"
            name="permitProductUUID"
            value={values.permitProductUUID}
            onChange={set('permitProductUUID')}
            options={products.map((p) => ({
              value: p.uuid,
              label: `${p.name} · ${permitAmount(p.amount, p.currency)}`,
            }))}
            placeholder="Choose a permit type"
            error={shown('permitProductUUID')}
            required
          />
        </Card>
        <VehicleCard
          vehicles={vehicles}
          chosen={values.vehicleUUID}
          error={shown('vehicleUUID')}
          onChoose={set('vehicleUUID')}
          onAdd={() => setAddingVehicle(true)}
        />
        <HolderDetailsCard values={values} set={set} shown={shown} />
        <div className="flex flex-wrap justify-end gap-2">
          <LinkButton variant="secondary" href={`/permits/holders/${encodeURIComponent(id)}`}>
            Cancel
          </LinkButton>
          <Button type="submit" loading={sending}>
            Issue permit
          </Button>
        </div>
      </form>
      {/* Outside the form: a submit inside the dialog would bubble to it through React. */}
      <AddVehicleDialog
        open={addingVehicle}
        customerId={id}
        onClose={() => setAddingVehicle(false)}
        onAdded={(vehicle) => {
          setAddingVehicle(false);
          set('vehicleUUID')(vehicle.uuid);
          void onVehicleAdded();
        }}
      />
    </>
  );
}
