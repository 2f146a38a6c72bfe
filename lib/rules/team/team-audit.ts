import type { AuditEvent } from '@/lib/contract/team';

/**
 * The audit trail in words: what an audit record says happened, after the actor's name
 * ('Alex Morgan' + 'changed the role of Jordan Ellis to Administrator').
 */

const ROLE: Record<string, string> = {
  admin: 'Administrator',
  patrol: 'Standard Patrol',
  superadmin: 'Super Administrator',
};

const FIELD: Record<string, string> = { officerId: 'officer ID', fullname: 'full name' };

type Change = { from?: unknown; to?: unknown };

const text = (value: unknown) =>
  value === null || value === undefined || value === '' ? 'none' : String(value);

function change(detail: Record<string, unknown>, key: string): Change | null {
  const value = detail[key];
  return typeof value === 'object' && value !== null ? (value as Change) : null;
}

export function auditSummary(event: Pick<AuditEvent, 'action' | 'targetName' | 'detail'>): string {
  const { detail } = event;
  const who = event.targetName ?? text(detail.fullname ?? detail.email);
  switch (event.action) {
    case 'member.created':
      return `added ${who} as ${ROLE[String(detail.role)] ?? 'a member'}`;
    case 'member.updated': {
      const parts = Object.keys(FIELD)
        .map((key) => {
          const c = change(detail, key);
          return c ? `${FIELD[key]} ${text(c.from)} → ${text(c.to)}` : null;
        })
        .filter(Boolean);
      return parts.length > 0 ? `updated ${who}: ${parts.join(', ')}` : `updated ${who}`;
    }
    case 'member.email_changed':
      return `changed the email of ${who} to ${text(change(detail, 'email')?.to)}`;
    case 'member.password_changed':
      return `changed the dashboard password of ${who}`;
    case 'member.role_changed':
      return `changed the role of ${who} to ${ROLE[String(change(detail, 'role')?.to)] ?? 'another role'}`;
    case 'member.deactivated':
      return `deactivated ${who}`;
    case 'member.activated':
      return `activated ${who}`;
    case 'invitation.created':
      return `invited ${text(detail.fullname)} (${text(detail.email)}) as ${ROLE[String(detail.role)] ?? 'a member'}`;
    case 'invitation.resent':
      return `sent the invitation to ${text(detail.email)} again`;
    case 'invitation.deleted':
      return `deleted the invitation to ${text(detail.email)}`;
    case 'invitation.accepted':
      return `accepted the invitation as ${ROLE[String(detail.role)] ?? 'a member'}`;
    case 'subscription.started':
      return `set up the subscription with ${text(change(detail, 'paidSeatCount')?.to)} paid seats (${detail.interval === 'month' ? 'monthly' : 'annual'})`;
    case 'payouts.activated':
      return 'activated payments (created the payouts account)';
    case 'payouts.verified':
      return 'verified the payouts account';
    default:
      return event.action;
  }
}
