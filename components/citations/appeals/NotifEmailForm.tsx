'use client';

import { useState, type FormEvent } from 'react';
import { useAction } from '@/components/ui/use-action';
import { useToast } from '@/components/ui/Toast';
import { citationsBffRoutes as routes } from '@/lib/contract/citations/bff-routes';
import { callEndpoint } from '@/lib/fetcher';
import { citationsMessages as cm } from '@/lib/messages/citations';
import { isValidEmail } from '@/lib/rules/permits/holder-forms';
import { NotifEmailCard } from './NotifEmailCard';

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
    <NotifEmailCard
      email={email}
      onEmailChange={setEmail}
      onSubmit={submit}
      fieldError={fieldError}
      busy={save.busy}
      saveError={save.error}
    />
  );
}
