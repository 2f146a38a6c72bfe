'use client';

import { useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, TextInput } from '@/components/ui';
import { inviteBody } from '@/lib/contract/bff-team';
import type { Invitation } from '@/lib/contract/team';
import { apiFetch, isApiError } from '@/lib/fetcher';
import { TEAM_INVITATIONS_KEY } from '@/lib/hooks/use-team';
import { messages } from '@/lib/messages';
import { RoleRadios } from './RoleRadios';

export interface InviteDialogProps {
  open: boolean;
  onClose: () => void;
  onInvited: (invitation: Invitation) => void;
}

type Field = 'fullname' | 'email';

/** Invite by e-mail: the person gets a link to accept and set up their account. */
export function InviteDialog({ open, ...rest }: InviteDialogProps) {
  return open ? <InviteForm {...rest} /> : null;
}

function InviteForm({ onClose, onInvited }: Omit<InviteDialogProps, 'open'>) {
  const [fullname, setFullname] = useState('');
  const [email, setEmail] = useState('');
  const [isAdmin, setIsAdmin] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const parsed = inviteBody.safeParse({ fullname, email, isAdmin });
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const key = issue.path[0] as Field;
        found[key] ??= issue.message;
      }
      setErrors(found);
      return;
    }
    setErrors({});
    setError(null);
    setSaving(true);
    try {
      const created = await apiFetch<Invitation>(TEAM_INVITATIONS_KEY, {
        method: 'POST',
        body: parsed.data,
      });
      onInvited(created);
    } catch (cause) {
      setError(isApiError(cause) ? cause.message : messages.serverError);
      setSaving(false);
    }
  }

  return (
    <Dialog
      open
      onClose={saving ? () => {} : onClose}
      onSubmit={onSubmit}
      title="Invite user"
      description="We email an invitation link. The invitation holds a seat until it is accepted or deleted."
      size="md"
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" loading={saving}>
            Send invitation
          </Button>
        </>
      }
    >
      {error ? <Alert tone="error">{error}</Alert> : null}
      <TextInput
        label="Full name"
        name="fullname"
        value={fullname}
        maxLength={120}
        onChange={(e) => setFullname(e.target.value)}
        error={errors.fullname}
        required
        autoFocus
      />
      <TextInput
        label="Email"
        name="email"
        type="email"
        autoComplete="off"
        value={email}
        maxLength={254}
        onChange={(e) => setEmail(e.target.value)}
        error={errors.email}
        required
      />
      <RoleRadios name="invite-role" isAdmin={isAdmin} onChange={setIsAdmin} />
    </Dialog>
  );
}
