'use client';

import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { TextInput } from '@/components/ui/TextInput';
import { useAction } from '@/components/ui/use-action';
import { useToast } from '@/components/ui/Toast';
import { citationsBffRoutes as routes } from '@/lib/contract/citations/bff-routes';
import { callEndpoint } from '@/lib/fetcher';
import { citationsMessages as cm } from '@/lib/messages/citations';
import { isValidEmail } from '@/lib/rules/permits/holder-forms';

export interface NotifEmailFormProps {
  current: string | null;
  onSaved: () => void;
}

/**
 * The Violation Appeals section's notification e-mail (spec 3 §5): a valid address, otherwise
 * Update does nothing and the field shows an error; saved: 'Notifcation email has been set.'
 */
export function NotifEmailForm({ current, onSaved }: NotifEmailFormProps) {
  const toast = useToast();
  const [email, setEmail] = useState(current ?? '');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const save = useAction(async () => {
    await callEndpoint(routes.setAppealNotifEmail, { body: { email: email.trim() } });
    toast.show({ message: cm.notificationEmailSet, tone: 'success' });
    onSaved();
  });

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isValidEmail(email)) {
      setFieldError(cm.notificationEmailInvalid);
      return;
    }
    setFieldError(null);
    void save.run();
  }

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-labelledby="violation-appeals-title"
      className="rounded-lg bg-white p-4 shadow-card ring-1 ring-gray-200"
    >
      <h2 id="violation-appeals-title" className="text-sm font-semibold text-gray-900">
        Violation Appeals
      </h2>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row sm:items-start">
        <TextInput
          label="Notification email"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={fieldError}
          hint={cm.notificationEmailExplained}
          className="flex-1"
        />
        <Button type="submit" loading={save.busy} className="sm:mt-6">
          Update
        </Button>
      </div>
      {save.error ? (
        <Alert tone="error" className="mt-2">
          {save.error}
        </Alert>
      ) : null}
    </form>
  );
}
