'use client';

import { PasswordCriteria } from '@/components/auth/PasswordCriteria';
import { PasswordInput, TextInput } from '@/components/ui/TextInput';

export interface NewAccountFieldsProps {
  fullname: string;
  onFullname: (value: string) => void;
  password: string;
  onPassword: (value: string) => void;
  repeat: string;
  onRepeat: (value: string) => void;
}

/** A new account's fields when accepting an invitation: full name, password twice, its criteria. */
export function NewAccountFields({
  fullname,
  onFullname,
  password,
  onPassword,
  repeat,
  onRepeat,
}: NewAccountFieldsProps) {
  return (
    <>
      <TextInput
        label="Full name"
        name="fullname"
        value={fullname}
        maxLength={120}
        onChange={(e) => onFullname(e.target.value)}
        required
      />
      <PasswordInput
        label="New password"
        name="password"
        autoComplete="new-password"
        value={password}
        maxLength={128}
        onChange={(e) => onPassword(e.target.value)}
        required
      />
      <PasswordInput
        label="Repeat password"
        name="repeat"
        autoComplete="new-password"
        value={repeat}
        maxLength={128}
        onChange={(e) => onRepeat(e.target.value)}
        required
      />
      <PasswordCriteria password={password} />
    </>
  );
}
