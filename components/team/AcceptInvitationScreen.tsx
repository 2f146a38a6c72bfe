'use client';

import { useState, type FormEvent } from 'react';
import { Logo } from '@/components/shell/Logo';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { PasswordInput } from '@/components/ui/TextInput';
import { Card } from '@/components/ui/Card';
import { LinkButton } from '@/components/ui/LinkButton';
import { Spinner } from '@/components/ui/Spinner';
import type { InvitationInfo } from '@/lib/contract/team';
import { teamBffRoutes } from '@/lib/contract/team/bff-routes';
import { callEndpoint, failureMessage } from '@/lib/fetcher';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { useApi } from '@/lib/hooks/use-api';
import { coreMessages } from '@/lib/messages/core';
import { validateResetForm } from '@/lib/rules/identity/password';
import { NewAccountFields } from './NewAccountFields';

/** /invitation/{uuid}: accept an invitation with a new account or the existing one's password. */
export function AcceptInvitationScreen({ uuid }: { uuid: string }) {
  const key = endpointUrl(teamBffRoutes.getInvitation, { uuid });
  const { data, error, isLoading } = useApi<InvitationInfo>(key, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
  const [accepted, setAccepted] = useState<{ isAdmin: boolean; orgName: string } | null>(null);

  return (
    <div className="w-full max-w-md">
      <div className="mb-6 flex justify-center">
        <Logo className="scale-110" />
      </div>
      <Card padding="lg">
        {isLoading ? (
          <div className="flex justify-center py-6">
            <Spinner label="Loading the invitation" />
          </div>
        ) : error || !data ? (
          <>
            <h1 className="text-lg font-semibold text-gray-900">Invitation</h1>
            <Alert tone="error" className="mt-4">
              {error?.message ?? coreMessages.notFound}
            </Alert>
          </>
        ) : accepted ? (
          <Accepted {...accepted} />
        ) : (
          <AcceptForm info={data} uuid={uuid} onAccepted={setAccepted} />
        )}
      </Card>
    </div>
  );
}

function Accepted({ isAdmin, orgName }: { isAdmin: boolean; orgName: string }) {
  return (
    <>
      <h1 className="text-lg font-semibold text-gray-900">You joined {orgName}</h1>
      {isAdmin ? (
        <>
          <p className="mt-2 text-sm text-gray-600">Sign in to open the dashboard.</p>
          <LinkButton href="/login" className="mt-6 w-full justify-center">
            Sign In
          </LinkButton>
        </>
      ) : (
        <p className="mt-2 text-sm text-gray-600">
          Your account is ready. Standard Patrol accounts sign in to the Vert mobile app to scan
          plates; the dashboard is for administrators.
        </p>
      )}
    </>
  );
}

interface AcceptFormProps {
  info: InvitationInfo;
  uuid: string;
  onAccepted: (result: { isAdmin: boolean; orgName: string }) => void;
}

function AcceptForm({ info, uuid, onAccepted }: AcceptFormProps) {
  const [fullname, setFullname] = useState(info.fullname);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    if (info.hasAccount) {
      if (!password) return setError('Please enter your password.');
    } else {
      if (!fullname.trim()) return setError('Please enter a full name.');
      const check = validateResetForm(password, repeat);
      if (check.error) return setError(check.error);
    }
    setError(null);
    setSaving(true);
    try {
      const result = await callEndpoint(teamBffRoutes.acceptInvitation, {
        params: { uuid },
        body: info.hasAccount ? { password } : { fullname, password },
      });
      onAccepted(result);
    } catch (cause) {
      setError(failureMessage(cause));
      setSaving(false);
    }
  }

  const role = info.isAdmin ? 'Administrator' : 'Standard Patrol';
  return (
    <>
      <h1 className="text-lg font-semibold text-gray-900">Join {info.orgName}</h1>
      <p className="mt-1 text-sm text-gray-600">
        You are invited as {role} with {info.email}.
        {info.hasAccount
          ? ' Enter the password of your account to accept.'
          : ' Choose a password to set up your account.'}
      </p>
      <form noValidate onSubmit={onSubmit} className="mt-6 space-y-4">
        {error ? <Alert tone="error">{error}</Alert> : null}
        {info.hasAccount ? (
          <PasswordInput
            label="Password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            required
          />
        ) : (
          <NewAccountFields
            fullname={fullname}
            onFullname={setFullname}
            password={password}
            onPassword={setPassword}
            repeat={repeat}
            onRepeat={setRepeat}
          />
        )}
        <Button type="submit" loading={saving} className="w-full justify-center">
          {info.hasAccount ? 'Accept invitation' : 'Create account'}
        </Button>
      </form>
    </>
  );
}
