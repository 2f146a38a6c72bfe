'use client';

import { useMemo, useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { useToast } from '@/components/ui/Toast';
import type { RetentionMonthsBody, RetentionSettings } from '@/lib/contract/privacy';
import { privacyBffRoutes as routes } from '@/lib/contract/privacy/bff-routes';
import { callEndpoint, failureMessage } from '@/lib/fetcher';
import { privacyMessages as pm } from '@/lib/messages/privacy';
import {
  RETENTION_KINDS,
  retentionRefusal,
  type RetentionKind,
} from '@/lib/rules/privacy/retention';
import { RetentionRow } from './RetentionRow';
import { monthsKey, useRetentionPreview } from './use-retention-preview';

type Texts = Record<RetentionKind, string>;

const textsOf = (months: RetentionMonthsBody): Texts =>
  Object.fromEntries(RETENTION_KINDS.map((k) => [k, String(months[k])])) as Texts;

/**
 * The typed values checked with the rule the contract's schema uses (lib/rules/privacy, no zod
 * in the page): the months, or an error per field.
 */
function checked(texts: Texts): { months: RetentionMonthsBody | null; errors: Partial<Texts> } {
  const months = {} as RetentionMonthsBody;
  const errors: Partial<Texts> = {};
  for (const kind of RETENTION_KINDS) {
    const value = texts[kind].trim() === '' ? NaN : Number(texts[kind]);
    const refusal = retentionRefusal(kind, value);
    if (refusal) errors[kind] = refusal;
    else months[kind] = value;
  }
  return Object.keys(errors).length > 0 ? { months: null, errors } : { months, errors };
}

/**
 * The retention per kind: months per kind with its minimum, and beside each how many records the
 * unsaved value would remove today (asked as the values change). Save is offered once the counts
 * shown are those of the values typed.
 */
export function RetentionForm({
  saved,
  onSaved,
}: {
  saved: RetentionSettings;
  onSaved: (settings: RetentionSettings) => void;
}) {
  const toast = useToast();
  const [texts, setTexts] = useState<Texts>(() => textsOf(saved.months));
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const { months, errors } = useMemo(() => checked(texts), [texts]);
  const preview = useRetentionPreview(months);
  const current = months !== null && preview.forKey === monthsKey(months);
  const changed = months !== null && monthsKey(months) !== monthsKey(saved.months);

  async function save(event: FormEvent) {
    event.preventDefault();
    if (!months || !current) return;
    setSaving(true);
    setSaveError(null);
    try {
      const answer = await callEndpoint(routes.saveRetention, { body: { months } });
      toast.show({ message: pm.retentionSaved, tone: 'success' });
      onSaved(answer);
    } catch (cause) {
      setSaveError(failureMessage(cause, pm.retentionSaveFailed));
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card
      title="Retention per kind of data"
      description="Months to keep each kind. Beside each, how many records the value would remove today."
      headingLevel={2}
    >
      <form onSubmit={(e) => void save(e)} noValidate className="space-y-4 pb-6">
        <ul className="divide-y divide-gray-200" aria-busy={preview.loading}>
          {RETENTION_KINDS.map((kind) => (
            <RetentionRow
              key={kind}
              kind={kind}
              value={texts[kind]}
              error={errors[kind] ?? null}
              count={current && preview.counts ? preview.counts[kind] : null}
              purgedBefore={saved.purgedBefore[kind] ?? null}
              onChange={(value) => setTexts((t) => ({ ...t, [kind]: value }))}
            />
          ))}
        </ul>
        {preview.error ? <Alert tone="error">{preview.error}</Alert> : null}
        {saveError ? <Alert tone="error">{saveError}</Alert> : null}
        <div className="flex flex-wrap items-center justify-end gap-3">
          <p className="text-sm text-gray-600" role="status">
            {months === null
              ? 'Correct the values marked above.'
              : current
                ? changed
                  ? 'Counts are for the values above; nothing is removed until the nightly job runs.'
                  : 'These are the saved values.'
                : 'Counting the records to remove…'}
          </p>
          <Button type="submit" loading={saving} disabled={!months || !current || !changed}>
            Save<span className="sr-only"> retention settings</span>
          </Button>
        </div>
      </form>
    </Card>
  );
}
