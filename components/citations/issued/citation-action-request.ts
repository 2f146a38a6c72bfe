import { citationsBffRoutes as routes } from '@/lib/contract/citations/bff-routes';
import type { IssuedCitation } from '@/lib/contract/citations';
import { callEndpoint } from '@/lib/fetcher';
import { centsOfInput } from '@/lib/rules/citations/issued-display';
import type { StatusOption } from '@/lib/rules/citations/status-actions';
import type { CitationAction } from './CitationActionDialog';

export interface CitationActionInput {
  action: CitationAction;
  citation: IssuedCitation;
  tz: string;
  /** The message (a note for the override), as typed; blank is sent as none. */
  message: string;
  /** The override's new amount in dollars, as typed. */
  amount: string;
}

/** Why the override cannot be sent (no amount of $0 or more, no note), or null when it can. */
export function overrideProblem(amount: string, message: string): string | null {
  if (centsOfInput(amount) === null) return 'Please enter an amount of $0 or more.';
  if (!message.trim()) return 'Please enter a note for the override.';
  return null;
}

/** Sends the action to its endpoint (override, void / unvoid, or status) and returns the citation. */
export function runCitationAction({
  action,
  citation,
  tz,
  message,
  amount,
}: CitationActionInput): Promise<IssuedCitation> {
  const params = { uuid: citation.uuid };
  const query = { tz };
  const note = message.trim() || null;
  if (action === 'Override') {
    const cents = centsOfInput(amount);
    return callEndpoint(routes.citationOverride, {
      params,
      query,
      body: { amount: cents ?? 0, note: note ?? '' },
    });
  }
  if (action === 'Void' || action === 'Unvoid') {
    return callEndpoint(routes.citationVoid, {
      params,
      query,
      body: { void: action === 'Void', message: note },
    });
  }
  return callEndpoint(routes.citationStatus, {
    params,
    query,
    body: { option: action as Exclude<StatusOption, 'Void'>, message: note },
  });
}
