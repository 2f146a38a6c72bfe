'use client';

import { useRouter } from 'next/navigation';
import { useState, type FormEvent } from 'react';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { Card } from '@/components/ui/Card';
import { TextInput } from '@/components/ui/TextInput';
import { mutate } from 'swr';
import { callEndpoint, failureMessage, isApiError } from '@/lib/fetcher';
import { orgsBffRoutes } from '@/lib/contract/orgs/bff-routes';
import { endpointUrl } from '@/lib/contract/define-endpoint';
import { orgsMessages } from '@/lib/messages/orgs';

/** The name's schema (and zod) load when the form is first used, not with the page. */
const loadContract = () => import('@/lib/contract/orgs/bff');

/** /orgs/create: a user in no organisation creates a master organisation. */
export function CreateMasterOrgScreen() {
  const router = useRouter();
  const [name, setName] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const { orgNameForm } = await loadContract();
    const parsed = orgNameForm.safeParse({ name });
    if (!parsed.success) {
      setFieldError(parsed.error.issues[0]?.message ?? orgsMessages.orgNameRequired);
      return;
    }
    setFieldError(null);
    setError(null);
    setSaving(true);
    try {
      await callEndpoint(orgsBffRoutes.createMasterOrg, { body: { name: parsed.data.name } });
      // The cached answer is still "no organisation": refresh it before /orgs reads it.
      await mutate(endpointUrl(orgsBffRoutes.listOrgs), undefined, { revalidate: false });
      router.push('/orgs');
      router.refresh();
    } catch (cause) {
      setError(
        isApiError(cause) && cause.status === 403
          ? cause.message || orgsMessages.masterOrgDenied
          : failureMessage(cause),
      );
      setSaving(false);
    }
  }

  return (
    <div className="mx-auto w-full max-w-md pt-6">
      <Card padding="lg">
        <h1 className="text-lg font-semibold text-gray-900">Create your organization</h1>
        <p className="mt-1 text-sm text-gray-600">
          You do not belong to an organization yet. Name yours to start; you will be its super
          administrator.
        </p>
        <form
          noValidate
          onSubmit={onSubmit}
          onFocus={() => void loadContract()}
          className="mt-6 space-y-4"
        >
          {error ? <Alert tone="error">{error}</Alert> : null}
          <TextInput
            label="Name"
            name="name"
            value={name}
            onChange={(e) => setName(e.target.value)}
            error={fieldError}
            required
            maxLength={120}
            autoComplete="organization"
            autoFocus
          />
          <Button type="submit" loading={saving} className="w-full">
            Create
          </Button>
        </form>
      </Card>
    </div>
  );
}
