'use client';

import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { TextInput } from '@/components/ui/TextInput';
import { formatTimeLimit } from '@/lib/rules/lists/time-limit';
import { DeleteRuleDialog } from './DeleteRuleDialog';
import { useTimeLimitForm, type TimeLimitFormOptions } from './use-time-limit-form';

/** The loaded rule's card: hours and minutes; save, remove, delete (with a confirmation). */
export function TimeLimitRuleCard(options: TimeLimitFormOptions) {
  const { uuid, data } = options;
  const form = useTimeLimitForm(options);
  const [confirmDelete, setConfirmDelete] = useState(false);

  return (
    <Card
      title="Time limit (Max 72HR)"
      description={`Current time limit: ${formatTimeLimit(data.rule.minutes)}. Plates seen again after this time are flagged.`}
      className="max-w-2xl"
    >
      <form onSubmit={form.save} noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextInput
            label="Hours"
            type="number"
            inputMode="numeric"
            min={0}
            max={72}
            name="hours"
            value={form.hours}
            onChange={(e) => form.setHours(e.target.value)}
          />
          <TextInput
            label="Minutes"
            type="number"
            inputMode="numeric"
            min={0}
            name="minutes"
            value={form.minutes}
            onChange={(e) => form.setMinutes(e.target.value)}
          />
        </div>
        {form.fieldError ? (
          <Alert tone="error" className="mt-4">
            {form.fieldError}
          </Alert>
        ) : null}
        <p
          role="status"
          aria-live="polite"
          className="mt-4 min-h-5 text-sm font-medium text-success-700"
        >
          {form.notice}
        </p>
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <Button type="submit" loading={form.busy === 'save'}>
            Save & Activate time limit
          </Button>
          <Button
            type="button"
            variant="secondary"
            onClick={() => void form.remove()}
            loading={form.busy === 'remove'}
          >
            Remove time limit
          </Button>
          <Button
            type="button"
            variant="danger"
            className="sm:ml-auto"
            onClick={() => setConfirmDelete(true)}
          >
            Delete rule
          </Button>
        </div>
      </form>
      <DeleteRuleDialog
        open={confirmDelete}
        onClose={() => setConfirmDelete(false)}
        uuid={uuid}
        name={data.rule.name}
      />
    </Card>
  );
}
