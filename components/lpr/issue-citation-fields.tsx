'use client';

import Link from 'next/link';
import { Alert } from '@/components/ui/Alert';
import { FormField } from '@/components/ui/FormField';
import { inputClasses } from '@/components/ui/input-classes';
import type { ScanCitationCheck } from '@/lib/contract/citations';
import type { Scan } from '@/lib/contract/lpr';
import { currencyOf, formatDateTime, formatMoney } from '@/lib/format';
import { citationHref, findingLine } from '@/lib/rules/citations/scan-citation';

/** What the form holds (strings as the fields hold them; '' is none). */
export interface IssueCitationValues {
  typeUUID: string;
  locationUUID: string;
  stateProv: string;
  comments: string;
  overrideNote: string;
}

export interface IssueCitationFieldsProps {
  scan: Scan;
  data: ScanCitationCheck;
  zone: string | undefined;
  values: IssueCitationValues;
  onChange: (patch: Partial<IssueCitationValues>) => void;
  noteError: string | null;
}

const textareaClasses =
  'block w-full rounded-md border border-gray-300 bg-white px-3 py-2 text-sm text-gray-900 shadow-card aria-invalid:border-danger-600 focus-visible:border-brand-600 focus-visible:outline-2 focus-visible:-outline-offset-1 focus-visible:outline-brand-600';

/** The fields of "Issue citation": what comes from the scan, what staff choose, the findings. */
export function IssueCitationFields(props: IssueCitationFieldsProps) {
  const { data, values, onChange, noteError, zone } = props;
  return (
    <div className="space-y-4">
      {data.citation ? (
        <Alert tone="info">
          This scan already became{' '}
          <Link className="font-medium underline" href={citationHref(data.citation.uuid)}>
            citation {data.citation.citationNumber}
          </Link>
          .
        </Alert>
      ) : null}
      <Findings data={data} zone={zone} />
      <Facts {...props} />
      {data.types.length === 0 ? (
        <Alert tone="warning">
          No violation type can be issued: create one, or activate payouts for priced types.
        </Alert>
      ) : null}
      <ChoiceFields {...props} />
      <FormField label="Comments">
        {(control) => (
          <textarea
            {...control}
            className={textareaClasses}
            rows={3}
            maxLength={1000}
            value={values.comments}
            onChange={(e) => onChange({ comments: e.target.value })}
          />
        )}
      </FormField>
      {data.findings.length > 0 ? (
        <FormField
          label="Override note"
          required
          error={noteError}
          hint="Why the citation is issued although a permit or paid session was found. It is kept with the citation."
        >
          {(control) => (
            <textarea
              {...control}
              className={textareaClasses}
              rows={2}
              maxLength={1000}
              value={values.overrideNote}
              onChange={(e) => onChange({ overrideNote: e.target.value })}
            />
          )}
        </FormField>
      ) : null}
    </div>
  );
}

/** The type, the place (the nearest ticket location, another, or the scan's coordinates), the state. */
function ChoiceFields({ data, values, onChange }: IssueCitationFieldsProps) {
  const coordinates = `${data.coordinates.latitude.toFixed(5)}, ${data.coordinates.longitude.toFixed(5)}`;
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <FormField label="Violation type" required>
        {(control) => (
          <select
            {...control}
            className={inputClasses}
            value={values.typeUUID}
            onChange={(e) => onChange({ typeUUID: e.target.value })}
          >
            {data.types.map((t) => (
              <option key={t.uuid} value={t.uuid}>
                {t.name} ({formatMoney(t.amount, { currency: currencyOf(t.currency) })})
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField
        label="Location"
        hint={data.location ? 'The nearest ticket location to the scan.' : undefined}
      >
        {(control) => (
          <select
            {...control}
            className={inputClasses}
            value={values.locationUUID}
            onChange={(e) => onChange({ locationUUID: e.target.value })}
          >
            <option value="">Scan coordinates ({coordinates})</option>
            {data.locations.map((l) => (
              <option key={l.uuid} value={l.uuid}>
                {l.name}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <FormField label="State / province">
        {(control) => (
          <input
            {...control}
            className={inputClasses}
            maxLength={40}
            value={values.stateProv}
            onChange={(e) => onChange({ stateProv: e.target.value })}
          />
        )}
      </FormField>
    </div>
  );
}

/** The live re-check's findings, or that nothing was found. */
function Findings({ data, zone }: { data: ScanCitationCheck; zone: string | undefined }) {
  if (data.findings.length === 0) {
    return (
      <p className="text-sm text-gray-700">
        Live check: no valid permit and no paid session for {data.plate} right now.
      </p>
    );
  }
  return (
    <Alert tone="warning" role="status">
      <p className="font-medium">Found for {data.plate} right now:</p>
      <ul className="mt-1 list-disc pl-5">
        {data.findings.map((f) => (
          <li key={`${f.kind}-${f.reference}`}>{findingLine(f, zone)}</li>
        ))}
      </ul>
      <p className="mt-1">An override note is required to issue the citation.</p>
    </Alert>
  );
}

/** What comes from the scan unchanged: the evidence photo, time and officer. */
function Facts({ scan, data, zone }: IssueCitationFieldsProps) {
  return (
    <div className="flex flex-col gap-3 rounded-md border border-gray-200 bg-gray-50 p-3 sm:flex-row">
      {/* eslint-disable-next-line @next/next/no-img-element -- the BFF's image route, sized by CSS */}
      <img
        src={scan.imgUrl}
        alt={`Evidence photo 1: the scan of ${data.plate}`}
        className="h-24 w-40 shrink-0 rounded border border-gray-200 bg-white object-cover"
      />
      <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        <dt className="text-gray-600">Plate</dt>
        <dd className="font-mono font-medium text-gray-900">{data.plate}</dd>
        <dt className="text-gray-600">Time</dt>
        <dd className="text-gray-900">{formatDateTime(data.issuedAt, '', zone)}</dd>
        <dt className="text-gray-600">Officer</dt>
        <dd className="text-gray-900">{data.officer.name ?? '—'}</dd>
        <dt className="text-gray-600">Evidence</dt>
        <dd className="text-gray-900">The scan image is the first photo.</dd>
      </dl>
    </div>
  );
}
