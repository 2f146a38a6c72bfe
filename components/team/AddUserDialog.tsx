'use client';

import { useState } from 'react';
import { FormDialog } from '@/components/ui/FormDialog';
import { PasswordInput, TextInput } from '@/components/ui/TextInput';
import type { TeamMember } from '@/lib/contract/team';
import { callEndpoint, isApiError, UNAUTHENTICATED_CODE } from '@/lib/fetcher';
import { teamBffRoutes } from '@/lib/contract/team/bff-routes';
import { teamMessages } from '@/lib/messages/team';
import {
  NEW_MEMBER_PASSWORD_HINT,
  validateNewMember,
  type NewMemberInput,
} from '@/lib/rules/team/team-forms';
import { RoleRadios } from './RoleRadios';

export interface AddUserDialogProps {
  open: boolean;
  onClose: () => void;
  onAdded: (member: TeamMember) => void;
}

/** Failures that keep their own text: no seat left, and an ended session (off to /login). */
const OWN_TEXT_CODES = new Set(['NO_SEATS', UNAUTHENTICATED_CODE]);

/** Spec 1 §8: a failed Add user reads 'Email exists already or has been perviously deacitvated…'. */
function addUserErrorText(cause: unknown): string {
  return isApiError(cause) && OWN_TEXT_CODES.has(cause.code)
    ? cause.message
    : teamMessages.addUserFailed;
}

/** Add user (spec 1 §5, §8): full name, e-mail, password ≥ 8; Create User waits until valid. */
export function AddUserDialog({ open, ...rest }: AddUserDialogProps) {
  return open ? <AddUserForm {...rest} /> : null;
}

function AddUserForm({ onClose, onAdded }: Omit<AddUserDialogProps, 'open'>) {
  const [values, setValues] = useState<NewMemberInput>({ fullname: '', email: '', password: '' });
  const [isAdmin, setIsAdmin] = useState(false);
  const [touched, setTouched] = useState<Partial<Record<keyof NewMemberInput, boolean>>>({});

  const errors = validateNewMember(values);
  const valid = Object.keys(errors).length === 0;
  const shown = (key: keyof NewMemberInput) => (touched[key] ? errors[key] : undefined);
  const field = (key: keyof NewMemberInput) => ({
    name: key,
    value: values[key],
    onChange: (e: { target: { value: string } }) =>
      setValues((v) => ({ ...v, [key]: e.target.value })),
    onBlur: () => setTouched((t) => ({ ...t, [key]: true })),
    error: shown(key),
    required: true,
  });

  return (
    <FormDialog
      onClose={onClose}
      title="Add user"
      description="The new user signs in with this email address and password."
      submitLabel="Create User"
      submitDisabled={!valid}
      validate={() => {
        setTouched({ fullname: true, email: true, password: true });
        return valid;
      }}
      onSubmit={async () => {
        const member = await callEndpoint(teamBffRoutes.addMember, {
          body: { ...values, isAdmin },
        });
        onAdded(member);
      }}
      errorText={addUserErrorText}
      savingText={teamMessages.addUserProgress}
    >
      <TextInput label="Full name" maxLength={120} autoFocus {...field('fullname')} />
      <TextInput
        label="Email"
        type="email"
        autoComplete="off"
        maxLength={254}
        {...field('email')}
      />
      <PasswordInput
        label="Password"
        autoComplete="new-password"
        maxLength={128}
        hint={NEW_MEMBER_PASSWORD_HINT}
        {...field('password')}
      />
      <RoleRadios name="new-user-role" isAdmin={isAdmin} onChange={setIsAdmin} />
    </FormDialog>
  );
}
