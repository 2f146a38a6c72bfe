import type { CitationLogType } from '../../../lib/rules/citations/log-types';
import type { UserRow } from '../../db/schema';
import { citationLogs } from '../../db/schema';
import type { DbOrTx } from '../../db/types';
import type { queueMail } from '../mail';

type OutgoingMail = Parameters<typeof queueMail>[1];

/** One citation log entry: who (a staff member, or the violator on the portal), what, message. */
export async function logCitation(
  tx: DbOrTx,
  entityUuid: string,
  citationUuid: string,
  who: Pick<UserRow, 'uuid' | 'fullname'> | { name: string },
  type: CitationLogType,
  note: string | null,
): Promise<void> {
  await tx.insert(citationLogs).values({
    entityUuid,
    citationUuid,
    type,
    note,
    createdByUuid: 'uuid' in who ? who.uuid : null,
    createdByName: 'uuid' in who ? who.fullname : who.name,
  });
}

export interface AppealMailInput {
  kind: 'approved' | 'rejected' | 'message';
  to: string;
  name: string;
  citationNumber: number;
  orgName: string;
  message: string | null;
  /** The Violation Appeals notification e-mail: the appellant's address for replies. */
  notifEmail: string | null;
}

const SUBJECTS = {
  approved: (n: number) => `Your appeal of notice #${n} was approved`,
  rejected: (n: number) => `Your appeal of notice #${n} was rejected`,
  message: (n: number) => `A message about your appeal of notice #${n}`,
} as const;

/** The one e-mail to the appellant per approve, reject or message (spec 3 §4). */
export function appealMail(input: AppealMailInput): OutgoingMail {
  const lines = [
    `Hello ${input.name},`,
    '',
    input.kind === 'approved'
      ? `Your appeal of violation notice #${input.citationNumber} was approved. The notice is void and nothing is due.`
      : input.kind === 'rejected'
        ? `Your appeal of violation notice #${input.citationNumber} was rejected. The notice remains payable.`
        : `${input.orgName} sent you a message about your appeal of violation notice #${input.citationNumber}:`,
  ];
  if (input.message) lines.push('', input.message);
  if (input.notifEmail) lines.push('', `For questions, write to ${input.notifEmail}.`);
  lines.push('', input.orgName);
  return {
    to: input.to,
    subject: SUBJECTS[input.kind](input.citationNumber),
    text: lines.join('\n'),
    kind: `citation_appeal_${input.kind}`,
  };
}
