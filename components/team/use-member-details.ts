'use client';

import { useState, type FormEvent } from 'react';
import { callEndpoint, failureMessage, isApiError } from '@/lib/fetcher';
import { teamBffRoutes } from '@/lib/contract/team/bff-routes';
import {
  validateMemberEdit,
  type EditMemberInput,
  type FieldErrors,
} from '@/lib/rules/team/team-forms';
import type { MemberDetailsFormProps } from './MemberDetailsForm';

/**
 * The member details form's state: the three values, their errors (a field's goes as it is
 * changed; a taken e-mail shows under it), and the save with its failure.
 */
export function useMemberDetails({ member, onSaved, onPartlySaved }: MemberDetailsFormProps) {
  const [values, setValues] = useState<EditMemberInput>({
    officerId: member.officerId,
    fullname: member.fullname,
    email: member.email,
  });
  const [errors, setErrors] = useState<FieldErrors<keyof EditMemberInput>>({});
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const set = (key: keyof EditMemberInput) => (value: string) => {
    setValues((v) => ({ ...v, [key]: value }));
    if (errors[key]) setErrors((e) => ({ ...e, [key]: undefined }));
  };

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    const found = validateMemberEdit(values);
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    setError(null);
    setSaving(true);
    try {
      const saved = await callEndpoint(teamBffRoutes.editMember, {
        params: { uuid: member.uuid },
        body: values,
      });
      onSaved(saved, 'Member details saved.');
    } catch (cause) {
      const message = failureMessage(cause);
      if (isApiError(cause) && cause.code === 'EMAIL_EXISTS') setErrors({ email: message });
      else setError(message);
      if (isApiError(cause) && cause.code === 'EMAIL_ONLY_SAVED') onPartlySaved?.();
    } finally {
      setSaving(false);
    }
  }

  return { values, set, errors, error, saving, onSubmit };
}
