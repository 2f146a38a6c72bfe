'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { useSWRConfig } from 'swr';
import { PageHeader } from '@/components/shell/PageHeader';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { PlusIcon } from '@/components/ui/icons';
import { TextInput } from '@/components/ui/TextInput';
import { useToast } from '@/components/ui/Toast';
import { LinkButton } from '@/components/ui/LinkButton';
import { lazyPart } from '@/components/ui/lazy-part';
import { RetryAlert } from '@/components/ui/RetryAlert';
import { cn } from '@/components/ui/cn';
import { permitsBffRoutes } from '@/lib/contract/permits/bff-routes';
import type { HolderVehicle } from '@/lib/contract/permits/bff';
import { callEndpoint, isApiError, UNAUTHENTICATED_CODE } from '@/lib/fetcher';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { retryOnlyServerFailures } from '@/lib/hooks/use-api';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { permitsMessages } from '@/lib/messages/permits';
import { permitAmount } from '@/lib/rules/permits/issued-display';
import {
  manualIssueBodyOf,
  validateManualIssue,
  type ManualIssueInput,
} from '@/lib/rules/permits/holder-forms';
import { BackLink } from '@/components/ui/BackLink';
import { SelectField } from './SelectField';

const AddVehicleDialog = lazyPart(() =>
  import('./AddVehicleDialog').then((m) => m.AddVehicleDialog),
);

type Field = keyof ManualIssueInput;

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

/** Spec 2 §8: a failed manual issue reads 'An error occured while trying to create the permit…'. */
const issueErrorText = (cause: unknown) =>
  isApiError(cause) && (cause.code === UNAUTHENTICATED_CODE || cause.status === 409)
    ? cause.message
    : permitsMessages.permitCreateFailed;

/**
 * /permits/holders/{id}/add_permit (spec 2 §2, §5): issue a permit by hand to the holder: the
 * permit type, one of the holder's vehicles (or a new one), the holder details. Missing fields are
 * shown in red and nothing is sent; on success back to the holder.
 */
export function AddPermitScreen({ id }: { id: string }) {
  const router = useRouter();
  const toast = useToast();
  const { mutate } = useSWRConfig();
  const form = useEndpoint(
    permitsBffRoutes.issueForm,
    { params: { id } },
    { ...retryOnlyServerFailures, revalidateOnFocus: false },
  );
  const back = (
    <BackLink
      href={`/permits/holders/${encodeURIComponent(id)}`}
      label="Back to the permit holder"
    />
  );
  const customer = form.data?.customer;

  if (form.error) {
    return (
      <>
        <BackLink href="/permits/holders" label="All permit holders" />
        {form.error.status === 404 ? (
          <Alert tone="error">{permitsMessages.invalidCustomer}</Alert>
        ) : (
          <RetryAlert onRetry={() => void form.mutate()}>{form.error.message}</RetryAlert>
        )}
      </>
    );
  }

  return (
    <>
      {back}
      <PageHeader
        title="Issue a permit"
        description={
          customer
            ? `A permit for ${customer.fullname} (customer ID ${customer.customerPublicId}), valid at once.`
            : undefined
        }
      />
      {form.data && customer ? (
        <IssueForm
          key={customer.uuid}
          id={id}
          initialName={customer.fullname}
          initialEmail={customer.email}
          vehicles={form.data.vehicles}
          products={form.data.products}
          onVehicleAdded={() => form.mutate()}
          onIssued={async () => {
            toast.show({ message: 'Permit issued.', tone: 'success' });
            await Promise.all([
              mutate(endpointUrl(permitsBffRoutes.getHolder, { id })),
              mutate(endpointUrl(permitsBffRoutes.listHolders)),
            ]);
            router.push(`/permits/holders/${encodeURIComponent(id)}`);
          }}
        />
      ) : (
        <p className="text-sm text-gray-600">Loading…</p>
      )}
    </>
  );
}

interface IssueFormProps {
  id: string;
  initialName: string;
  initialEmail: string;
  vehicles: HolderVehicle[];
  products: Array<{ uuid: string; name: string; amount: number; currency: 'USD' | 'CAD' }>;
  onVehicleAdded: () => Promise<unknown>;
  onIssued: () => Promise<void>;
}

function IssueForm({
  id,
  initialName,
  initialEmail,
  vehicles,
  products,
  onVehicleAdded,
  onIssued,
}: IssueFormProps) {
  const [values, setValues] = useState<ManualIssueInput>({
    permitProductUUID: '',
    vehicleUUID: vehicles.length === 1 ? vehicles[0].uuid : '',
    holderName: initialName,
    holderEmail: initialEmail,
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
  const [addingVehicle, setAddingVehicle] = useState(false);
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

  const vehicleError = shown('vehicleUUID');
  return (
    <>
      <form onSubmit={submit} noValidate className="space-y-6">
        {showErrors && Object.keys(errors).length > 0 ? (
          <Alert tone="error">Please fill in the fields marked in red.</Alert>
        ) : null}
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
        <Card
          title="Vehicle"
          actions={
            <Button
              variant="secondary"
              size="sm"
              icon={<PlusIcon className="size-4" />}
              onClick={() => setAddingVehicle(true)}
            >
              Add a vehicle
            </Button>
          }
        >
          <fieldset aria-describedby={vehicleError ? 'vehicle-error' : undefined}>
            <legend className="sr-only">Vehicle</legend>
            {vehicles.length === 0 ? (
              <p className={cn('text-sm', vehicleError ? 'text-danger-700' : 'text-gray-600')}>
                This holder has no vehicle yet. Add one.
              </p>
            ) : (
              <ul
                className={cn(
                  'divide-y divide-gray-100 rounded-md border',
                  vehicleError ? 'border-danger-600' : 'border-gray-200',
                )}
              >
                {vehicles.map((v) => (
                  <li key={v.uuid}>
                    <label className="flex cursor-pointer items-center gap-3 px-3 py-2 text-sm text-gray-900">
                      <input
                        type="radio"
                        name="vehicleUUID"
                        value={v.uuid}
                        checked={values.vehicleUUID === v.uuid}
                        onChange={() => set('vehicleUUID')(v.uuid)}
                      />
                      {vehicleLabel(v)}
                    </label>
                  </li>
                ))}
              </ul>
            )}
            {vehicleError ? (
              <p id="vehicle-error" className="mt-1.5 text-xs font-medium text-danger-700">
                {vehicleError}
              </p>
            ) : null}
          </fieldset>
        </Card>
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
