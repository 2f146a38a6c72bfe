'use client';

import { Alert } from '@/components/ui/Alert';
import { Button } from '@/components/ui/Button';
import { TextInput } from '@/components/ui/TextInput';
import type { TeamMember } from '@/lib/contract/team';
import { useMemberDetails } from './use-member-details';

export interface MemberDetailsFormProps {
  member: TeamMember;
  onSaved: (member: TeamMember, message: string) => void;
  /** Part of the change was saved though the save failed (only the e-mail): reload the team. */
  onPartlySaved?: () => void;
}

/** Officer ID, full name and e-mail of a member (spec 1 §5: all required, a valid e-mail). */
export function MemberDetailsForm(props: MemberDetailsFormProps) {
  const { values, set, errors, error, saving, onSubmit } = useMemberDetails(props);

  return (
    <form noValidate onSubmit={onSubmit} aria-labelledby="member-details-heading">
      <h3 id="member-details-heading" className="text-sm font-semibold text-gray-900">
        Details
      </h3>
      <div className="mt-3 grid gap-3 sm:grid-cols-2">
        <TextInput
          label="Officer ID"
          name="officerId"
          value={values.officerId}
          maxLength={40}
          onChange={(e) => set('officerId')(e.target.value)}
          error={errors.officerId}
          required
        />
        <TextInput
          label="Full name"
          name="fullname"
          value={values.fullname}
          maxLength={120}
          onChange={(e) => set('fullname')(e.target.value)}
          error={errors.fullname}
          required
        />
        <TextInput
          label="Email"
          name="email"
          type="email"
          autoComplete="off"
          value={values.email}
          maxLength={254}
          onChange={(e) => set('email')(e.target.value)}
          error={errors.email}
          required
          className="sm:col-span-2"
        />
      </div>
      {error ? (
        <Alert tone="error" className="mt-3">
          {error}
        </Alert>
      ) : null}
      <div className="mt-3 flex justify-end">
        <Button type="submit" size="sm" loading={saving}>
          Save details
        </Button>
      </div>
    </form>
  );
}
