'use client';

import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { FormField } from '@/components/ui/FormField';
import { LinkButton } from '@/components/ui/LinkButton';
import { inputClasses, TextInput } from '@/components/ui/TextInput';
import { citationsMessages as cm } from '@/lib/messages/citations';
import type {
  CitationTypeForm as Form,
  CitationTypeFormBody,
} from '@/lib/rules/citations/type-form';
import { CitationPenaltiesCard } from './CitationPenaltiesCard';
import { useCitationTypeForm } from './use-citation-type-form';

export interface CitationTypeFormProps {
  initial: Form;
  mode: 'create' | 'edit';
  /** Create: a price above 0 needs an active payouts account. */
  accountActive: boolean;
  send: (body: CitationTypeFormBody) => Promise<unknown>;
}

/**
 * The violation type form (spec 3 §5): every §5 text under its field before anything is sent;
 * 'Creating citation...' / 'Updating citation...' while it is sent, the §8 failure text if it
 * fails. On edit the prices are read-only (they cannot change after creation).
 */
export function CitationTypeForm(props: CitationTypeFormProps) {
  const { form, set, shown, busy, error, dismissError, locked, submit } =
    useCitationTypeForm(props);

  return (
    <form noValidate onSubmit={(e) => void submit(e)} className="max-w-3xl space-y-6">
      <Card title="Violation" headingLevel={2}>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput
            label="Code or title"
            value={form.name}
            onChange={(e) => set('name', e.target.value)}
            error={shown.name}
            maxLength={120}
            required
          />
          <TextInput
            label="Citation code (optional)"
            value={form.citationCode}
            onChange={(e) => set('citationCode', e.target.value)}
            maxLength={40}
          />
          <FormField
            label="Description"
            error={shown.citationDescription}
            required
            className="sm:col-span-2"
          >
            {(control) => (
              <textarea
                {...control}
                rows={3}
                maxLength={2000}
                className={`${inputClasses} h-auto py-2`}
                value={form.citationDescription}
                onChange={(e) => set('citationDescription', e.target.value)}
              />
            )}
          </FormField>
        </div>
      </Card>
      <CitationPenaltiesCard form={form} set={set} shown={shown} locked={locked} />
      <Card title="Appeals" headingLevel={2}>
        <TextInput
          label="Appeal window (days)"
          inputMode="numeric"
          value={form.appealWindow}
          onChange={(e) => set('appealWindow', e.target.value)}
          error={shown.appealWindow}
          hint={cm.appealWindowTypeHint}
          className="max-w-xs"
        />
      </Card>
      {error ? (
        <Alert tone="error" onDismiss={dismissError}>
          {error}
        </Alert>
      ) : null}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <LinkButton href="/citations/types" variant="secondary">
          Cancel
        </LinkButton>
        <Button type="submit" loading={busy} disabled={busy}>
          {busy
            ? locked
              ? cm.updatingCitation
              : cm.creatingCitation
            : locked
              ? 'Save changes'
              : 'Create violation type'}
        </Button>
      </div>
    </form>
  );
}
