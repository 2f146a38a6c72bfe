'use client';

import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { Spinner } from '@/components/ui/Spinner';
import { useToast } from '@/components/ui/Toast';
import { useAction } from '@/components/ui/use-action';
import { privacyLookupBffRoutes as routes } from '@/lib/contract/privacy/bff-routes';
import { callEndpoint } from '@/lib/fetcher';
import { useEndpoint } from '@/lib/hooks/use-endpoint';
import { privacyMessages } from '@/lib/messages/privacy';
import { LOOKUP_REASON_LABELS, LOOKUP_REASONS } from '@/lib/rules/privacy/lookup-reason';

const choices = LOOKUP_REASONS.map((choice) => LOOKUP_REASON_LABELS[choice]).join(', ');

/**
 * Settings → Privacy, plate look-ups (issue 30 item 2): whether staff must give a reason before a
 * plate search, Plate 360, a scan or a plate's report opens. Every look-up is recorded in the
 * audit log either way; super administrators change the setting (the change is recorded too).
 */
export function LookupReasonCard() {
  const policy = useEndpoint(routes.lookupPolicy);
  const toast = useToast();
  const [edited, setEdited] = useState<boolean | null>(null);
  const saved = policy.data?.reasonRequired;
  const value = edited ?? saved ?? false;
  const save = useAction(async () => {
    const next = await callEndpoint(routes.updateLookupPolicy, { body: { reasonRequired: value } });
    await policy.mutate(next, { revalidate: false });
    setEdited(null);
    toast.show({ tone: 'success', message: privacyMessages.lookupReasonSaved });
  });

  return (
    <Card
      title="Plate look-ups"
      description="Every plate search, Plate 360, scan or alert opened and plate report is recorded in the audit log: who, when, which plate and from where."
    >
      {policy.error ? (
        <Alert tone="error">{policy.error.message}</Alert>
      ) : saved === undefined ? (
        <Spinner label="Loading the look-up setting" />
      ) : (
        <form
          className="space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            void save.run();
          }}
        >
          <div className="flex items-start gap-3">
            <input
              id="lookup-reason-required"
              type="checkbox"
              className="mt-1 size-4 rounded border-gray-300 text-brand-600"
              checked={value}
              onChange={(event) => setEdited(event.target.checked)}
            />
            <div>
              <label htmlFor="lookup-reason-required" className="text-sm font-medium text-gray-900">
                Require a reason before a plate look-up
              </label>
              <p className="text-sm text-gray-600">
                Staff choose one ({choices}: a few words) before the look-up runs; the reason is
                kept with it in the audit log.
              </p>
            </div>
          </div>
          {save.error ? <Alert tone="error">{save.error}</Alert> : null}
          <div className="flex justify-end">
            <Button type="submit" loading={save.busy} disabled={value === saved}>
              Save<span className="sr-only"> the look-up rule</span>
            </Button>
          </div>
        </form>
      )}
    </Card>
  );
}
