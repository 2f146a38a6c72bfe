import type { AuditLogEvent } from '@/lib/contract/team';
import { auditSummary } from '@/lib/rules/team/team-audit';
import { LOOKUP_REASON_LABELS, type LookupReasonChoice } from '@/lib/rules/privacy/lookup-reason';

/**
 * The audit log in words (Settings → Audit log): one sentence per action ('Changed the status
 * of permit … from Active to Suspended') and the before/after values of the fields it changed.
 * An action this table does not know still reads as a sentence (its subject and verb in words),
 * so an action added later shows sensibly before it gets its own sentence.
 */

export type AuditFacts = Pick<AuditLogEvent, 'action' | 'targetName' | 'plate' | 'detail'>;

/** One changed field: its name in words and its values before and after. */
export interface AuditChange {
  field: string;
  from: string;
  to: string;
}

const FIELD: Record<string, string> = {
  name: 'Name',
  fullname: 'Full name',
  officerId: 'Officer ID',
  email: 'Email',
  role: 'Role',
  type: 'Type',
  matchLookalikes: 'Look-alike matching',
  minutes: 'Time limit (minutes)',
  points: 'Geofence points',
  plate: 'Plate',
  label: 'Label',
  label2: 'Label 2',
  labelHex: 'Label colour',
  make: 'Make',
  model: 'Model',
  color: 'Colour',
  expiresAt: 'Expires',
  issuedOn: 'Starts',
  timeZone: 'Time zone',
  paidSeatCount: 'Paid seats',
  status: 'Status',
  amount: 'Amount',
};

/** A field name in words: its label, else its camelCase split ('appealWindow' → 'Appeal window'). */
export function fieldLabel(key: string): string {
  if (FIELD[key]) return FIELD[key];
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const STATUS: Record<string, string> = {
  active: 'Active',
  suspended: 'Suspended',
  canceled: 'Cancelled',
  cancelled: 'Cancelled',
  expired: 'Expired',
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  open: 'Open',
  past_due: 'Past due',
  paid: 'Paid',
  paid_off_platform: 'Paid off platform',
  uncollectable: 'Uncollectable',
  void: 'Void',
};

const ISO_TIME = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(:\d{2}(\.\d+)?)?(Z|[+-]00:?00)$/;

/**
 * A value in words: empty → 'none', booleans yes/no, statuses by name, a UTC time as
 * '2026-11-09 09:23 UTC', objects as JSON.
 */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === '') return 'none';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  const time = typeof value === 'string' ? ISO_TIME.exec(value) : null;
  if (time) return `${time[1]} ${time[2]} UTC`;
  if (typeof value === 'string') return STATUS[value] ?? value;
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

const isChange = (v: unknown): v is { from?: unknown; to?: unknown } =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && ('from' in v || 'to' in v);

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);

/** The fields an event changed, before and after: { field: { from, to } } entries, or a whole
 * before/after pair ({ from: {…}, to: {…} } or { before, after }) compared field by field. */
export function auditChanges(detail: Record<string, unknown>): AuditChange[] {
  const pairs: [unknown, unknown][] = [
    [detail.from, detail.to],
    [detail.before, detail.after],
  ];
  for (const [from, to] of pairs) {
    if (isRecord(from) && isRecord(to)) {
      return [...new Set([...Object.keys(from), ...Object.keys(to)])]
        .filter((key) => JSON.stringify(from[key]) !== JSON.stringify(to[key]))
        .map((key) => ({
          field: fieldLabel(key),
          from: valueText(from[key]),
          to: valueText(to[key]),
        }));
    }
  }
  const changes = Object.entries(detail)
    .filter(([, v]) => isChange(v))
    .map(([key, v]) => {
      const c = v as { from?: unknown; to?: unknown };
      return { field: fieldLabel(key), from: valueText(c.from), to: valueText(c.to) };
    });
  // A top-level { from, to } of plain values: the action's one value (a status, an amount).
  if ('to' in detail && !isRecord(detail.to) && !isRecord(detail.from)) {
    changes.unshift({ field: 'Value', from: valueText(detail.from), to: valueText(detail.to) });
  }
  return changes;
}

const quoted = (v: unknown) => `“${valueText(v)}”`;
const count = (n: unknown, one: string, many = `${one}s`) =>
  `${Number(n ?? 0).toLocaleString('en-US')} ${Number(n) === 1 ? one : many}`;
const plateOf = (e: AuditFacts) => e.plate ?? valueText(e.detail.plate);

/** A look-up's kind (provider/services/access/lookups.ts, LookupKind) in the log's words. */
const LOOKUP_WHAT: Record<string, string> = {
  plate_360: 'Plate 360',
  plate_timeline: 'Plate 360 timeline',
  plate_pdf: 'Plate 360 PDF',
  plate_search: 'scan search',
  alert_search: 'alert search',
  plate_history: 'plate history',
  scan_detail: 'scan detail',
  alert_detail: 'alert detail',
  plate_report: 'plate report',
};

/** ' (Plate 360) — reason: Appeal review' … from a look-up's detail. */
function lookupFacts(detail: Record<string, unknown>): string {
  const what = typeof detail.what === 'string' ? (LOOKUP_WHAT[detail.what] ?? detail.what) : null;
  const reason =
    typeof detail.reason === 'string'
      ? (LOOKUP_REASON_LABELS[detail.reason as LookupReasonChoice] ?? detail.reason)
      : null;
  const words =
    typeof detail.reasonText === 'string' && detail.reasonText ? detail.reasonText : null;
  return `${what ? ` (${what})` : ''}${reason ? ` — reason: ${words ? `${reason}: ${words}` : reason}` : ''}`;
}
const list = (e: AuditFacts) => quoted(e.detail.list);
const fromTo = (e: AuditFacts) => `from ${valueText(e.detail.from)} to ${valueText(e.detail.to)}`;

type Sentence = (e: AuditFacts) => string;

/** A team sentence ('changed the role of …') with a capital first letter. */
const team: Sentence = (e) => {
  const s = auditSummary({ action: e.action, targetName: e.targetName, detail: e.detail });
  return s.charAt(0).toUpperCase() + s.slice(1);
};

const TEAM_ACTIONS = [
  'member.created',
  'member.updated',
  'member.email_changed',
  'member.password_changed',
  'member.role_changed',
  'member.deactivated',
  'member.activated',
  'invitation.created',
  'invitation.resent',
  'invitation.deleted',
  'invitation.accepted',
  'subscription.started',
  'payouts.activated',
  'payouts.verified',
];

const SENTENCES: Record<string, Sentence> = {
  ...Object.fromEntries(TEAM_ACTIONS.map((action) => [action, team])),
  'list.created': (e) => `Created the list ${list(e)}`,
  'list.updated': (e) => `Changed the settings of the list ${list(e)}`,
  'list.deleted': (e) => `Deleted the list ${list(e)} and its plates`,
  'list_plate.added': (e) => `Added plate ${plateOf(e)} to the list ${list(e)}`,
  'list_plate.updated': (e) => `Edited plate ${plateOf(e)} on the list ${list(e)}`,
  'list_plate.deleted': (e) => `Removed plate ${plateOf(e)} from the list ${list(e)}`,
  'list_plates.replaced': (e) =>
    `Replaced the plates of the list ${list(e)} from a CSV file: ${count(e.detail.added, 'plate')} added, ${count(e.detail.removed, 'plate')} removed, ${count(e.detail.kept, 'plate')} kept`,
  'geofence.saved': (e) => `Saved the geofence of the list ${list(e)}`,
  'geofence.deleted': (e) => `Removed the geofence of the list ${list(e)}`,
  'time_limit.saved': (e) => `Set the time limit of the list ${list(e)}`,
  'time_limit.deleted': (e) => `Removed the time limit of the list ${list(e)}`,
  'scan.plate_changed': (e) => `Corrected the plate of a scan to ${plateOf(e)}`,
  'scans.deleted': (e) => `Deleted ${count(e.detail.count, 'scan')} of plate ${plateOf(e)}`,
  'alerts.deleted': (e) => `Deleted ${count(e.detail.count, 'alert')}`,
  'report_share.created': (e) => `Shared the report ${quoted(e.detail.description)} by link`,
  'report_share.revoked': (e) =>
    `Revoked the share link of the report ${quoted(e.detail.description)}`,
  'organisation.renamed': () => 'Changed the organisation’s name or time zone',
  'permit_type.created': (e) => `Created the permit type ${quoted(e.detail.name)}`,
  'permit_type.updated': () => 'Edited a permit type',
  'permit_type.archived': (e) =>
    `Archived a permit type (${count(e.detail.canceledPermits, 'permit')} cancelled)`,
  'permit.approved': () => 'Approved a permit application',
  'permit.rejected': () => 'Rejected a permit application',
  'permit.status_changed': (e) => `Changed the status of a permit ${fromTo(e)}`,
  'permit.dates_changed': () => 'Changed the dates of a permit',
  'permit.vehicle_changed': (e) => `Changed the vehicle of a permit ${fromTo(e)}`,
  'permit.issued': (e) => `Issued a ${valueText(e.detail.product)} permit to plate ${plateOf(e)}`,
  'permit_holder.created': (e) => `Added the permit holder ${valueText(e.detail.fullname)}`,
  'permit_holder.updated': () => 'Edited a permit holder',
  'permit_holder.deleted': (e) => `Deleted the permit holder ${valueText(e.detail.fullname)}`,
  'permit_vehicle.created': (e) => `Added the vehicle ${plateOf(e)} to a permit holder`,
  'permit_vehicle.updated': (e) => `Edited the vehicle ${plateOf(e)} of a permit holder`,
  'business.updated': () => 'Edited a business account',
  'business.product_assigned': () => 'Assigned a permit type to a business account',
  'business.product_removed': () => 'Removed a permit type from a business account',
  'portal.brand_updated': () => 'Changed the customer portal’s branding',
  'portal.logo_updated': () => 'Changed the customer portal’s logo',
  'citation.issued': (e) =>
    `Issued violation ${valueText(e.detail.citationNumber)} (${valueText(e.detail.type)})`,
  'citation.voided': () => 'Voided a violation',
  'citation.unvoided': () => 'Unvoided a violation',
  'citation.status_changed': (e) => `Changed the status of a violation ${fromTo(e)}`,
  'citation.amount_overridden': (e) => `Overrode the amount due of a violation ${fromTo(e)}`,
  'citation.image_deleted': () => 'Deleted an evidence image of a violation',
  'citation.mailing_sent': (e) => `Sent ${count(e.detail.count, 'violation notice')} by mail`,
  'citation_appeal.approved': () => 'Approved an appeal (the violation was voided)',
  'citation_appeal.rejected': () => 'Rejected an appeal',
  'citation_appeal.messaged': () => 'Wrote to the appellant',
  'citation_appeal.closed': () => 'Closed an appeal',
  'citation_type.created': (e) => `Created the violation type ${quoted(e.detail.name)}`,
  'citation_type.updated': () => 'Edited a violation type',
  'citation_type.archived': () => 'Archived a violation type',
  'citation_type.unarchived': () => 'Restored an archived violation type',
  'citation_type.deleted': (e) => `Deleted the violation type ${quoted(e.detail.name)}`,
  'citation_location.created': (e) => `Added the ticket location ${quoted(e.detail.name)}`,
  'citation_location.deleted': (e) => `Deleted the ticket location ${quoted(e.detail.name)}`,
  'citation_settings.updated': () => 'Changed the violation settings',
  'citation_portal.updated': () => 'Changed the violation portal’s settings',
  'meter.updated': () => 'Edited a parking meter',
  'meter_rate.created': () => 'Added a meter rate',
  'meter_rate.updated': () => 'Edited a meter rate',
  'meter_rate.deleted': () => 'Deleted a meter rate',
  'retention.updated': () => 'Changed the retention settings',
  'privacy.exported': (e) =>
    `Exported the data held about ${e.plate ? `plate ${plateOf(e)}` : valueText(e.detail.email)}`,
  'privacy.lookup_policy_updated': (e) =>
    (e.detail.reasonRequired as { to?: unknown } | undefined)?.to
      ? 'Required a reason before every plate look-up'
      : 'Stopped requiring a reason before plate look-ups',
  'plate.looked_up': (e) => `Looked up plate ${plateOf(e)}${lookupFacts(e.detail)}`,
};

/** An action this table does not know, in words: 'widget_rule.paused' → 'Widget rule: paused'. */
function genericSentence(e: AuditFacts): string {
  const [subject, ...verb] = e.action.split('.');
  const words = (s: string) => s.replace(/[_-]+/g, ' ').trim();
  const what = words(subject);
  const did = words(verb.join(' ')) || 'changed';
  const about = e.plate ? ` (plate ${e.plate})` : '';
  return `${what.charAt(0).toUpperCase()}${what.slice(1)}: ${did}${about}`;
}

/** Whether the action has its own sentence (not the generic one). */
export const hasSentence = (action: string) => action in SENTENCES;

/** The event's sentence. */
export function auditSentence(e: AuditFacts): string {
  const sentence = SENTENCES[e.action];
  return sentence ? sentence(e) : genericSentence(e);
}
