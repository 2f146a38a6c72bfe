import type { ReactNode } from 'react';
import { Card } from '@/components/ui/Card';
import { DateText } from '@/components/ui/DateText';
import { EmailText } from '@/components/ui/EmailText';
import type { AppealDetailResponse } from '@/lib/contract/citations/bff';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-medium text-gray-600">{label}</dt>
      <dd className="mt-0.5 break-words text-sm text-gray-900">{children}</dd>
    </div>
  );
}

/** The appeal: who appealed, how to reach them, the plate and place, when, and the reason. */
export function AppealCard({ appeal }: { appeal: AppealDetailResponse['appeal'] }) {
  return (
    <Card title="Appeal">
      <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <Field label="Name">{appeal.name}</Field>
        <Field label="Email">
          <EmailText email={appeal.email} className="text-sm text-gray-900" />
        </Field>
        <Field label="Phone">{appeal.phoneNumber ?? '—'}</Field>
        <Field label="Address">{appeal.address ?? '—'}</Field>
        <Field label="Plate">{appeal.plate}</Field>
        <Field label="Location">{appeal.location ?? '—'}</Field>
        <Field label="Submitted">
          <DateText value={appeal.submissionDate} />
        </Field>
        <Field label="Responded">
          <DateText value={appeal.responseDate} fallback="—" />
        </Field>
      </dl>
      <div className="mt-4">
        <h3 className="text-xs font-medium text-gray-600">Reason</h3>
        <p className="mt-1 whitespace-pre-line break-words text-sm text-gray-900">
          {appeal.reason}
        </p>
      </div>
    </Card>
  );
}
