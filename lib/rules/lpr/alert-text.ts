import { LIST_TYPE } from '@/lib/contract/lists/constants';
import type { AlertDetail } from '@/lib/contract/lpr';

/**
 * The alert text of a scan (spec 1 §4): a valid match on a hot list reads 'No hotlist match', on
 * a time-limit list 'Within timelimit', on any other list 'Matched on {list}'; an alert (invalid)
 * reads 'Alert for {list}' and shows its status beside it.
 */
export interface AlertText {
  text: string;
  /** The alert's status ('Expired', 'Hotlist match' …), shown beside the text of an alert. */
  status: string | null;
  /** true when the scan raised an alert. */
  isAlert: boolean;
}

export interface AlertTextInput {
  listName: string | null;
  listType: 0 | 1 | 2 | null;
  alertDetail: AlertDetail | null;
}

/** The list's name as the texts show it. */
function listLabel(listName: string | null): string {
  const name = listName?.trim();
  return name ? name : 'list';
}

/** null when the scan was not matched against any list. */
export function alertTextOf(scan: AlertTextInput): AlertText | null {
  const detail = scan.alertDetail;
  if (!detail) return null;
  if (!detail.isValid) {
    const status = detail.status.trim();
    return {
      text: `Alert for ${listLabel(scan.listName)}`,
      status: status || null,
      isAlert: true,
    };
  }
  if (scan.listType === LIST_TYPE.hot)
    return { text: 'No hotlist match', status: null, isAlert: false };
  if (scan.listType === LIST_TYPE.timeLimit)
    return { text: 'Within timelimit', status: null, isAlert: false };
  return { text: `Matched on ${listLabel(scan.listName)}`, status: null, isAlert: false };
}
