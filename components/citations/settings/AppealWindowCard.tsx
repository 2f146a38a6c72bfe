'use client';

import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { TextInput } from '@/components/ui/TextInput';
import { useToast } from '@/components/ui/Toast';
import { citationsBffRoutes as r } from '@/lib/contract/citations/bff-routes';
import { callEndpoint, refusalMessage } from '@/lib/fetcher';
import { citationsMessages as cm } from '@/lib/messages/citations';
import { daysOf } from '@/lib/rules/citations/type-form';

const WINDOW_TEXT = 'Enter a whole number of days (1 or more), or leave it empty.';

/** The appeal window in days (spec 3 §2, §5): empty means appealable at any time. */
export function AppealWindowCard({ appealWindow }: { appealWindow: number | null }) {
  const toast = useToast();
  const [value, setValue] = useState(appealWindow === null ? '' : String(appealWindow));
  const [problem, setProblem] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    const days = daysOf(value);
    if (days !== null && !(Number.isInteger(days) && days >= 1 && days <= 3650)) {
      setProblem(WINDOW_TEXT);
      return;
    }
    setProblem(null);
    setSaving(true);
    try {
      await callEndpoint(r.saveAppealWindow, { body: { appealWindow: days } });
      toast.show({ message: 'The appeal window has been saved.', tone: 'success' });
    } catch (cause) {
      const message = refusalMessage(cause, cm.ticketSettingsLoadFailed);
      toast.show({ message, tone: 'error' });
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card title="Appeal window" headingLevel={2}>
      <form onSubmit={(e) => void save(e)} noValidate>
        <TextInput
          label="Days to appeal after the notice date"
          inputMode="numeric"
          value={value}
          onChange={(e) => setValue(e.target.value)}
          error={problem}
          hint={cm.appealWindowSettingsHint}
          className="max-w-xs"
          action={
            <Button type="submit" loading={saving}>
              Save
            </Button>
          }
        />
      </form>
    </Card>
  );
}
