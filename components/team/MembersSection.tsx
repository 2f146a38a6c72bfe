'use client';

import type { SWRResponse } from 'swr';
import { RetryAlert } from '@/components/ui/RetryAlert';
import type { TeamMember } from '@/lib/contract/team';
import type { ResponseOf } from '@/lib/contract/define-endpoint';
import { teamBffRoutes as routes } from '@/lib/contract/team/bff-routes';
import type { ApiError } from '@/lib/fetcher';
import { MembersTable } from './MembersTable';

export interface MembersSectionProps {
  /** The members list as loaded (its failure offers a retry). */
  members: SWRResponse<ResponseOf<typeof routes.listMembers>, ApiError>;
  onOpen: (member: TeamMember) => void;
}

/** The Members section of /team-management: the table, or why it could not load. */
export function MembersSection({ members, onOpen }: MembersSectionProps) {
  return (
    <section aria-labelledby="members-heading">
      <h2 id="members-heading" className="mb-2 text-base font-semibold text-gray-900">
        Members
      </h2>
      {members.error ? (
        <RetryAlert onRetry={() => void members.mutate()} className="mb-3">
          {members.error.message}
        </RetryAlert>
      ) : null}
      <MembersTable
        members={members.data?.members ?? []}
        loading={members.isLoading}
        onOpen={onOpen}
      />
    </section>
  );
}
