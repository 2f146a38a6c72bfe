'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { cn, focusRing } from '@/components/ui/cn';
import { PasswordInput, TextInput } from '@/components/ui/TextInput';
import { Logo } from '@/components/shell/Logo';
import { callEndpoint, failureMessage } from '@/lib/fetcher';
import { authBffRoutes } from '@/lib/contract/auth/bff-routes';
import { identityMessages } from '@/lib/messages/identity';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';

/** /login: email and password, the catalogue's error texts, and the forgot-password dialog. */
export function LoginScreen() {
  const router = useRouter();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const [forgotOpen, setForgotOpen] = useState(false);

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

  return (
    <div className="w-full max-w-sm">
      <div className="mb-6 flex justify-center">
        <Logo className="scale-110" />
      </div>
      <Card padding="lg">
        <h1 className="text-lg font-semibold text-gray-900">Sign in</h1>
        <p className="mt-1 text-sm text-gray-600">Use your Vert dashboard account.</p>
        <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
          {error ? <Alert tone="error">{error}</Alert> : null}
          <TextInput
            label="Email"
            type="email"
            name="email"
            autoComplete="username"
            inputMode="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            autoFocus
          />
          <PasswordInput
            label="Password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
          />
          <div className="flex justify-end">
            <button
              type="button"
              onClick={() => setForgotOpen(true)}
              className={cn(
                'rounded text-sm font-medium text-brand-700 hover:text-brand-800 hover:underline',
                focusRing,
              )}
            >
              Forgot password?
            </button>
          </div>
          <Button type="submit" loading={submitting} className="w-full">
            Sign in
          </Button>
        </form>
      </Card>
      <ForgotPasswordDialog
        open={forgotOpen}
        onClose={() => setForgotOpen(false)}
        initialEmail={email}
      />
    </div>
  );
}
