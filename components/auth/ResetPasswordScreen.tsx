'use client';

import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { LinkButton } from '@/components/ui/LinkButton';
import { Card } from '@/components/ui/Card';
import { Dialog } from '@/components/ui/LazyDialog';
import { PasswordInput } from '@/components/ui/TextInput';
import { Logo } from '@/components/shell/Logo';
import { callEndpoint, failureMessage } from '@/lib/fetcher';
import { authBffRoutes } from '@/lib/contract/auth/bff-routes';
import { identityMessages } from '@/lib/messages/identity';
import { validateResetForm } from '@/lib/rules/identity/password';
import { PasswordCriteria } from './PasswordCriteria';

export interface ResetPasswordScreenProps {
  /** The reset code from the link (/resetpassword/{uuid}). */
  resetCode: string;
}

/** /resetpassword/{uuid}: new and repeated password, live criteria hints, Save password. */
export function ResetPasswordScreen({ resetCode }: ResetPasswordScreenProps) {
  const [newPassword, setNewPassword] = useState('');
  const [repeatPassword, setRepeatPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [done, setDone] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const result = validateResetForm(newPassword, repeatPassword);
    setError(result.error);
    // A strength failure still sends the request (spec 1 §5).
    if (!result.send) return;
    setSaving(true);
    try {
      await callEndpoint(authBffRoutes.resetPassword, { body: { resetCode, newPassword } });
      setError(null);
      setDone(true);
    } catch (cause) {
      // With a weak password the criteria message stays: it explains the refusal.
      if (!result.error) setError(failureMessage(cause, identityMessages.resetFailed));
    } finally {
      setSaving(false);
    }
  }

  return (
    <div className="w-full max-w-md">
      <div className="mb-6 flex justify-center">
        <Logo className="scale-110" />
      </div>
      <Card padding="lg">
        <h1 className="text-lg font-semibold text-gray-900">Reset your password</h1>
        <p className="mt-1 text-sm text-gray-600">Choose a new password for your account.</p>
        <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
          {error ? <Alert tone="error">{error}</Alert> : null}
          <PasswordInput
            label="New password"
            name="new-password"
            autoComplete="new-password"
            value={newPassword}
            onChange={(e) => setNewPassword(e.target.value)}
            aria-describedby="password-criteria"
            autoFocus
          />
          <PasswordInput
            label="Repeat password"
            name="repeat-password"
            autoComplete="new-password"
            value={repeatPassword}
            onChange={(e) => setRepeatPassword(e.target.value)}
          />
          <PasswordCriteria id="password-criteria" password={newPassword} />
          <Button type="submit" loading={saving} className="w-full">
            Save password
          </Button>
        </form>
      </Card>
      <Dialog
        open={done}
        blocking
        onClose={() => {}}
        title={identityMessages.resetSuccess}
        description="Sign in with your new password."
        size="sm"
        actions={
          <LinkButton href="/login" replace autoFocus>
            Sign In
          </LinkButton>
        }
      />
    </div>
  );
}
