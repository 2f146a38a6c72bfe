'use client';

import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { FormDialog } from '@/components/ui/FormDialog';
import { TextInput } from '@/components/ui/TextInput';
import { ApiError, callEndpoint } from '@/lib/fetcher';
import { authBffRoutes } from '@/lib/contract/auth/bff-routes';
import { identityMessages } from '@/lib/messages/identity';

export interface ForgotPasswordDialogProps {
  open: boolean;
  onClose: () => void;
  initialEmail?: string;
}

/** Asks for an email and always answers with the catalogue text (spec 1 §8). */
export function ForgotPasswordDialog({
  open,
  onClose,
  initialEmail = '',
}: ForgotPasswordDialogProps) {
  return open ? <ForgotPasswordForm onClose={onClose} initialEmail={initialEmail} /> : null;
}

function ForgotPasswordForm({
  onClose,
  initialEmail,
}: {
  onClose: () => void;
  initialEmail: string;
}) {
  const [email, setEmail] = useState(initialEmail);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [sent, setSent] = useState(false);

  function validate(): boolean {
    const missing = email.trim() === '';
    setFieldError(missing ? 'Please enter an email address.' : null);
    return !missing;
  }

  async function send() {
    try {
      await callEndpoint(authBffRoutes.forgotPassword, { body: { email: email.trim() } });
    } catch (error) {
      // A refused address (a control character, over 254 characters) says so: no mail went out.
      if (error instanceof ApiError && error.status === 400) {
        setFieldError(error.message);
        return;
      }
      // Otherwise the answer is the same whether or not the account exists or the call worked.
    }
    setSent(true);
  }

  return (
    <FormDialog
      onClose={onClose}
      title="Reset your password"
      description="Enter the email of your account and we will send you a link to set a new password."
      size="sm"
      submitLabel="Send reset link"
      validate={validate}
      onSubmit={send}
      done={
        sent ? (
          <Button onClick={onClose} autoFocus>
            Close
          </Button>
        ) : undefined
      }
    >
      {sent ? (
        <Alert tone="success">{identityMessages.forgotPassword}</Alert>
      ) : (
        <TextInput
          label="Email"
          type="email"
          name="reset-email"
          autoComplete="email"
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          error={fieldError}
          autoFocus
        />
      )}
    </FormDialog>
  );
}
