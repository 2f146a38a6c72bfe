'use client';

import { useState, type FormEvent } from 'react';
import { PasswordCriteria } from '@/components/auth/PasswordCriteria';
import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { PasswordInput } from '@/components/ui/TextInput';
import { useAction } from '@/components/ui/use-action';
import { callEndpoint } from '@/lib/fetcher';
import { teamBffRoutes } from '@/lib/contract/team/bff-routes';
import { canSendMemberPassword, memberPasswordProblem } from '@/lib/rules/team/team';

export interface MemberPasswordFormProps {
  memberUuid: string;
  onSaved: (message: string) => void;
}

/**
 * The member's dashboard password (spec 1 §5): nothing is sent unless both fields are at least
 * 8 characters, equal and strong by the stricter rule.
 */
export function MemberPasswordForm({ memberUuid, onSaved }: MemberPasswordFormProps) {
  const [newPassword, setNewPassword] = useState('');
  const [repeatPassword, setRepeatPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useAction(async () => {
    await callEndpoint(teamBffRoutes.memberPassword, {
      params: { uuid: memberUuid },
      body: { newPassword, repeatPassword },
    });
    setNewPassword('');
    setRepeatPassword('');
    onSaved('Dashboard password changed.');
  });
  const { error, busy: saving } = save;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (saving) return;
    if (!canSendMemberPassword(newPassword, repeatPassword)) {
      setProblem(memberPasswordProblem(newPassword, repeatPassword));
      return;
    }
    setProblem(null);
    void save.run();
  }

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="member-password-heading">
      <h3 id="member-password-heading" className="text-sm font-semibold text-gray-900">
        Change dashboard password
      </h3>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <PasswordInput
          label="New password"
          name="newPassword"
          autoComplete="new-password"
          value={newPassword}
          maxLength={128}
          onChange={(e) => {
            setNewPassword(e.target.value);
            setProblem(null);
          }}
          aria-describedby="member-password-criteria"
        />
        <PasswordInput
          label="Repeat password"
          name="repeatPassword"
          autoComplete="new-password"
          value={repeatPassword}
          maxLength={128}
          onChange={(e) => {
            setRepeatPassword(e.target.value);
            setProblem(null);
          }}
        />
      </div>
      <PasswordCriteria id="member-password-criteria" password={newPassword} className="mt-3" />
      {problem || error ? (
        <Alert tone="error" className="mt-3">
          {problem ?? error}
        </Alert>
      ) : null}
      <div className="mt-3 flex justify-end">
        <Button type="submit" size="sm" variant="secondary" loading={saving}>
          Change password
        </Button>
      </div>
    </form>
  );
}
