'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { callEndpoint, failureMessage } from '@/lib/fetcher';
import { authBffRoutes } from '@/lib/contract/auth/bff-routes';
import { identityMessages } from '@/lib/messages/identity';

/** The sign-in form's fields and its submit: on success, on to the answer's page (or /orgs). */
export function useSignIn() {
  const router = useRouter();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    // Empty fields show the credentials error without a call (spec 1 §5).
    if (email.trim() === '' || password === '') {
      setError(identityMessages.loginFailed);
      return;
    }
    setError(null);
    setSubmitting(true);
    try {
      const result = await callEndpoint(authBffRoutes.signIn, {
        body: { email: email.trim(), password },
      });
      router.replace(result?.redirectTo || '/orgs');
      router.refresh();
    } catch (cause) {
      setError(failureMessage(cause, identityMessages.loginFailed));
      setSubmitting(false);
    }
  }

  return { email, setEmail, password, setPassword, error, submitting, onSubmit };
}
