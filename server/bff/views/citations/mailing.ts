import 'server-only';
import { getMailingCount, getMailingLog, sendMailing, type MailingLogEntry } from '@/lib/contract';
import type { MailingCountResponse, MailingLogResponse } from '@/lib/contract/citations/bff';
import type { OrgCaller } from '../../context';

/** The loaders of the mailing screen (its BFF routes and its page's first view). */
export async function loadMailingLog(p: OrgCaller): Promise<MailingLogResponse> {
  return { log: await p.call(getMailingLog, { params: { entity: p.entity } }) };
}

export function loadMailingCount(p: OrgCaller): Promise<MailingCountResponse> {
  return p.call(getMailingCount, { params: { entity: p.entity } });
}

export function submitMailing(p: OrgCaller): Promise<MailingLogEntry> {
  return p.call(sendMailing, { params: { entity: p.entity } });
}
