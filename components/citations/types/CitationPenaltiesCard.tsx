'use client';

import { Card } from '@/components/ui/Card';
import { TextInput } from '@/components/ui/TextInput';
import type { CitationTypeFormState } from './use-citation-type-form';

/** The fine and its two late penalties (amounts and days); read-only on edit. */
export function CitationPenaltiesCard({
  form,
  set,
  shown,
  locked,
}: Pick<CitationTypeFormState, 'form' | 'set' | 'shown' | 'locked'>) {
  const money = (field: 'amount' | 'lateAmount1' | 'lateAmount2', label: string, hint?: string) => (
    <TextInput
      label={label}
      inputMode="decimal"
      value={form[field]}
      onChange={(e) => set(field, e.target.value)}
      error={shown[field]}
      hint={locked ? 'Prices cannot be changed after creation.' : hint}
      readOnly={locked}
      inputClassName={locked ? 'bg-gray-100 text-gray-700' : undefined}
      required={field === 'amount'}
    />
  );
  const days = (field: 'lateDays1' | 'lateDays2', label: string) => (
    <TextInput
      label={label}
      inputMode="numeric"
      value={form[field]}
      onChange={(e) => set(field, e.target.value)}
      error={shown[field]}
      readOnly={locked}
      inputClassName={locked ? 'bg-gray-100 text-gray-700' : undefined}
    />
  );

  return (
    <Card
      title="Fine and late penalties"
      description="Amounts in dollars. A late penalty is the whole amount due once its days have passed since the notice date; 0 or empty means none."
      headingLevel={2}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {money(
          'amount',
          'Amount ($)',
          '0 or more. A price above $0 needs an active payouts account.',
        )}
        <div className="hidden sm:block" />
        {money('lateAmount1', 'First late penalty ($)')}
        {days('lateDays1', 'Days until the first late penalty')}
        {money('lateAmount2', 'Second late penalty ($)')}
        {days('lateDays2', 'Days until the second late penalty')}
      </div>
    </Card>
  );
}
