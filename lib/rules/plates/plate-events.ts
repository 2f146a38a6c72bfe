import { LIST_TYPE } from '../../contract/lists/constants';
import type { PlateEvent, PlateEventKind, PlateNow } from '../../contract/plates';
import { currencyOf, formatMoney, zonedDate, zonedDateTime } from '../../format';

/**
 * Plate 360's words, shared by the page and its PDF: what each timeline event is called, the line
 * that tells it, where its record opens, and the "Now" panel's one-line summaries.
 */

export const PLATE_EVENT_LABELS: Record<PlateEventKind, string> = {
  scan: 'Scan',
  alert: 'Alert',
  list: 'Added to list',
  permit: 'Permit issued',
  'permit-change': 'Permit changed',
  session: 'Meter session',
  'time-add': 'Time added',
  citation: 'Citation issued',
  'citation-change': 'Citation updated',
  appeal: 'Appeal submitted',
  'appeal-response': 'Appeal answered',
};

const LIST_TYPE_NAMES = ['Allow list', 'Hot list', 'Time limit list', 'Permit list', 'Integration'];

/** A list type's name (0 allow, 1 hot, 2 time limit, 3 permit, 4 integration). */
export const listTypeName = (type: number | null) => LIST_TYPE_NAMES[type ?? -1] ?? 'List';

const PERMIT_ACTIONS: Record<string, string> = {
  'permit.status_changed': 'Status changed',
  'permit.vehicle_changed': 'Vehicle changed',
  'permit.dates_changed': 'Dates changed',
  'permit.approved': 'Approved',
  'permit.rejected': 'Rejected',
};

const CITATION_LOGS: Record<string, string> = {
  STATUS: 'Status changed',
  VOID: 'Voided',
  UNVOID: 'Void removed',
  OVERRIDE: 'Amount changed',
  IMAGE_DELETED: 'Photo deleted',
  MAILED: 'Mailed',
  PAYMENT: 'Paid',
  APPEAL_MESSAGE: 'Message to the appellant',
};

const money = (e: Pick<PlateEvent, 'amount' | 'currency'>) =>
  formatMoney(e.amount ?? 0, { currency: currencyOf(e.currency) });

const join = (parts: (string | null | undefined | false)[]) =>
  parts.filter((p): p is string => !!p).join(' · ');

/** The line that tells one event (times in `timeZone`). */
export function plateEventText(e: PlateEvent, timeZone: string): string {
  const until = (prefix: string) =>
    e.until ? `${prefix} ${zonedDateTime(e.until, timeZone)}` : null;
  const notice = e.number !== null ? `#${e.number}` : null;
  switch (e.kind) {
    case 'scan':
    case 'alert':
      return join([
        e.status,
        e.title && `on ${e.title}`,
        e.lastSeen && `last seen ${zonedDateTime(e.lastSeen, timeZone)}`,
      ]);
    case 'list':
      return join([`${e.title} (${listTypeName(e.number)})`, e.note, until('until')]);
    case 'permit':
      return join([e.title, e.note && `holder ${e.note}`, e.status, until('until')]);
    case 'permit-change':
      return join([e.title, PERMIT_ACTIONS[e.status ?? ''] ?? e.status, e.note, until('until')]);
    case 'session':
      return join([`${e.title} (zone ${e.note})`, money(e), until('until')]);
    case 'time-add':
      return join([`${e.title} (zone ${e.note})`, money(e)]);
    case 'citation':
      return join([`${notice} ${e.title}`, e.status, money(e), e.note && `at ${e.note}`]);
    case 'citation-change':
      return join([notice, CITATION_LOGS[e.status ?? ''] ?? e.status, e.note]);
    case 'appeal':
      return join([notice, e.note]);
    case 'appeal-response':
      return join([notice, e.status]);
  }
}

/** Where an event's record opens in the dashboard. */
export function plateEventHref(e: PlateEvent): string {
  const id = encodeURIComponent(e.recordUuid);
  const parent = encodeURIComponent(e.parentUuid ?? '');
  switch (e.kind) {
    case 'scan':
      return `/scans/${id}`;
    case 'alert':
      return `/alerts/${id}`;
    case 'list':
      return e.number === LIST_TYPE.timeLimit ? `/timelimit/${parent}/plates` : `/lists/${parent}`;
    case 'permit':
    case 'permit-change':
      return `/permits/${parent}/issued/${id}`;
    case 'session':
    case 'time-add':
      return `/meter/${parent}/sessions`;
    case 'citation':
    case 'citation-change':
      return `/citations/detail/${id}`;
    case 'appeal':
    case 'appeal-response':
      return `/citations/appeals/detail/${id}`;
  }
}

/** The plate's page. */
export const plate360Href = (plate: string) => `/plates/${encodeURIComponent(plate)}`;

/** One line per "Now" section (the PDF's summary). */
export function plateNowLines(now: PlateNow, timeZone: string): string[] {
  const day = (iso: string | null) => (iso ? zonedDate(iso, timeZone) : '');
  const or = (items: string[]) => (items.length ? items.join('; ') : 'none');
  const currency = currencyOf(now.citations[0]?.currency);
  return [
    `Valid permits: ${or(now.permits.map((p) => `${p.typeName} (${p.customerPermitId}) until ${day(p.expiresAt)}`))}`,
    `Paid meter session: ${or(now.sessions.map((s) => `${s.meterName} (zone ${s.zoneId}) until ${zonedDateTime(s.endTime, timeZone)}`))}`,
    `Lists: ${or(now.lists.map((l) => `${l.listName} (${listTypeName(l.listType)})${l.expiresAt ? `${l.expired ? ' expired' : ' until'} ${day(l.expiresAt)}` : ''}`))}`,
    `Citations due: ${or(now.citations.map((c) => `#${c.citationNumber} ${formatMoney(c.amountDue, { currency: currencyOf(c.currency) })}`))}${now.citations.length ? `, total ${formatMoney(now.totalDue, { currency })}` : ''}`,
    `Appeal in progress: ${or(now.appeals.map((a) => `#${a.citationNumber} since ${day(a.submissionDate)}`))}`,
  ];
}
