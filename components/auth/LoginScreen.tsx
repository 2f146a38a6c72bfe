'use client';

import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { cn, focusRing } from '@/components/ui/cn';
import { PasswordInput, TextInput } from '@/components/ui/TextInput';
import { Logo } from '@/components/shell/Logo';
import { ForgotPasswordDialog } from './ForgotPasswordDialog';
import { useSignIn } from './use-sign-in';

/** /login: email and password, the catalogue's error texts, and the forgot-password dialog. */
export function LoginScreen() {
  const { email, setEmail, password, setPassword, error, submitting, onSubmit } = useSignIn();
  const [forgotOpen, setForgotOpen] = useState(false);

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
