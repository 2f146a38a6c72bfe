/**
 * The audit log's kinds (Settings → Audit log): groups of audit actions a person filters by.
 * An action is '<subject>.<verb>' ('list_plate.added'); a kind is the subjects it covers, so the
 * provider filters on the part before the dot and an action added later joins its subject's kind
 * (or 'Other' when its subject is new).
 */
export const AUDIT_KINDS = [
  { id: 'team', label: 'Team', subjects: ['member', 'invitation'] },
  { id: 'lists', label: 'Lists', subjects: ['list', 'list_plate', 'list_plates'] },
  { id: 'rules', label: 'Geofences and rules', subjects: ['geofence', 'time_limit'] },
  { id: 'scans', label: 'Scans and alerts', subjects: ['scan', 'scans', 'alerts'] },
  {
    id: 'permits',
    label: 'Permits',
    subjects: ['permit', 'permit_type', 'permit_holder', 'permit_vehicle', 'business'],
  },
  {
    id: 'violations',
    label: 'Violations',
    subjects: ['citation', 'citation_type', 'citation_location', 'citation_settings'],
  },
  { id: 'appeals', label: 'Appeals', subjects: ['citation_appeal'] },
  { id: 'portal', label: 'Portal and branding', subjects: ['portal', 'citation_portal'] },
  { id: 'meters', label: 'Meters', subjects: ['meter', 'meter_rate'] },
  { id: 'reports', label: 'Report links', subjects: ['report_share'] },
  {
    id: 'organisation',
    label: 'Organisation and billing',
    subjects: ['organisation', 'subscription', 'payouts'],
  },
  { id: 'privacy', label: 'Privacy', subjects: ['retention', 'privacy'] },
  { id: 'lookups', label: 'Look-ups', subjects: ['plate', 'lookup'] },
] as const;

export type AuditKindId = (typeof AUDIT_KINDS)[number]['id'] | 'other';

export const AUDIT_KIND_IDS: [AuditKindId, ...AuditKindId[]] = [
  'other',
  ...AUDIT_KINDS.map((k) => k.id),
];

/** Every subject some kind names (an action of none of them is 'Other'). */
export const KNOWN_AUDIT_SUBJECTS: readonly string[] = AUDIT_KINDS.flatMap((k) => k.subjects);

/** The subjects of a kind ('other': none; the provider then excludes every known subject). */
export function subjectsOfKind(kind: AuditKindId): readonly string[] {
  return AUDIT_KINDS.find((k) => k.id === kind)?.subjects ?? [];
}

/** The subject of an action: the part before its first dot. */
export const subjectOf = (action: string) => action.split('.', 1)[0];

/** The kind an action belongs to. */
export function kindOfAction(action: string): AuditKindId {
  const subject = subjectOf(action);
  return (
    AUDIT_KINDS.find((k) => (k.subjects as readonly string[]).includes(subject))?.id ?? 'other'
  );
}

export function kindLabel(kind: AuditKindId): string {
  return AUDIT_KINDS.find((k) => k.id === kind)?.label ?? 'Other';
}
