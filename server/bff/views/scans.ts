import 'server-only';
import { z } from 'zod';
import {
  getAlert,
  getScan,
  listMemberScansPage,
  listScansPage,
  listSimpleLists,
  listTeamUsers,
  searchScans,
  type Scan,
} from '@/lib/contract';
import {
  type AlertListQuery,
  type AlertListsResponse,
  type ScanListQuery,
  type ScanListResponse,
  type ScanMembersResponse,
} from '@/lib/contract/lpr/bff';
import { messages } from '@/lib/messages';
import { ProviderError } from '@/server/provider-client';
import { BffError } from '../errors';
import { scanListResponse, toScanView } from '../routes/lpr';
import type { OrgCaller } from '../context';

/** The loaders of the Scans and Alerts screens: called by their BFF routes and their pages. */

export const scanParam = z.object({ uuid: z.uuid({ message: messages.scanNotFound }) });

/** One page of all scans or of one member's, or every search result (q, upper-cased). */
export async function listScans(
  p: OrgCaller,
  { page, member, q }: ScanListQuery,
): Promise<ScanListResponse> {
  if (q) {
    const result = await p.call(searchScans, {
      params: { entity: p.entity, term: q },
      query: { alert: 'false' },
    });
    return scanListResponse(result, 'search', 1);
  }
  if (member) {
    const result = await p.call(listMemberScansPage, {
      params: { entity: p.entity, user: member, n: page - 1 },
    });
    return scanListResponse(result, 'member', page);
  }
  const result = await p.call(listScansPage, {
    params: { entity: p.entity, n: page - 1 },
    query: { alert: 'false' },
  });
  return scanListResponse(result, 'all', page);
}

/** The team members of the filter chips, sorted by full name. */
export async function scanMembers(p: OrgCaller): Promise<ScanMembersResponse> {
  const { users } = await p.call(listTeamUsers, { params: { entity: p.entity } });
  const members = users
    .map(({ uuid, fullname }) => ({ uuid, fullname }))
    .sort((a, b) => a.fullname.localeCompare(b.fullname, 'en', { sensitivity: 'base' }));
  return { members };
}

/** One page of all alerts or of one list's, or every alert whose plate starts with q. */
export async function listAlerts(
  p: OrgCaller,
  { page, list, q }: AlertListQuery,
): Promise<ScanListResponse> {
  if (q) {
    const result = await p.call(searchScans, {
      params: { entity: p.entity, term: q },
      query: { alert: 'true' },
    });
    return scanListResponse(result, 'search', 1);
  }
  const result = await p.call(listScansPage, {
    params: { entity: p.entity, n: page - 1 },
    query: list ? { alert: 'true', list } : { alert: 'true' },
  });
  return scanListResponse(result, list ? 'list' : 'all', page);
}

/** The lists of the /alerts filter chips (full names), sorted by name. */
export async function alertLists(p: OrgCaller): Promise<AlertListsResponse> {
  const { lists } = await p.call(listSimpleLists, { params: { entity: p.entity } });
  return { lists: lists.map(({ uuid, name, type }) => ({ uuid, name, type })) };
}

/** A failed scan look-up as the spec's 'There are no records for this plate.' (404). */
export function asScanNotFound(error: unknown): unknown {
  if (error instanceof ProviderError && (error.status === 404 || error.status === 403)) {
    return new BffError(404, 'SCAN_NOT_FOUND', messages.scanNotFound);
  }
  return error;
}

/** One scan (source scans) or alert (source alerts) of the organisation, images on the BFF. */
export async function loadScan(
  p: OrgCaller,
  uuid: string,
  source: 'scans' | 'alerts',
): Promise<Scan> {
  try {
    const params = { entity: p.entity, uuid };
    const scan =
      source === 'scans' ? await p.call(getScan, { params }) : await p.call(getAlert, { params });
    return toScanView(scan);
  } catch (error) {
    throw asScanNotFound(error);
  }
}
