'use client';

import { useState } from 'react';
import { FormDialog } from '@/components/ui/FormDialog';
import { TextInput } from '@/components/ui/TextInput';
import { inviteBody } from '@/lib/contract/team/bff';
import type { Invitation } from '@/lib/contract/team';
import { callEndpoint } from '@/lib/fetcher';
import { teamBffRoutes } from '@/lib/contract/team/bff-routes';
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

  function fieldErrors(): Partial<Record<Field, string>> {
    const parsed = inviteBody.safeParse({ fullname, email, isAdmin });
    const found: Partial<Record<Field, string>> = {};
    for (const issue of parsed.success ? [] : parsed.error.issues) {
      found[issue.path[0] as Field] ??= issue.message;
    }
    return found;
  }

  return (
    <FormDialog
      onClose={onClose}
      title="Invite user"
      description="We email an invitation link. The invitation holds a seat until it is accepted or deleted."
      submitLabel="Send invitation"
      validate={() => {
        const found = fieldErrors();
        setErrors(found);
        return Object.keys(found).length === 0;
      }}
      onSubmit={async () => {
        const created = await callEndpoint(teamBffRoutes.invite, {
          body: inviteBody.parse({ fullname, email, isAdmin }),
        });
        onInvited(created);
      }}
    >
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
    </FormDialog>
  );
}
