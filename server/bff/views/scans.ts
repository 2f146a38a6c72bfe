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
import { callProvider, ProviderError } from '@/server/provider-client';
import { BffError } from '../errors';
import { scanListResponse, toScanView } from '../routes/lpr';
import type { Who } from './who';

/** The loaders of the Scans and Alerts screens: called by their BFF routes and their pages. */

export const scanParam = z.object({ uuid: z.uuid({ message: messages.scanNotFound }) });

/** One page of all scans or of one member's, or every search result (q, upper-cased). */
export async function listScans(
  { token, entity }: Who,
  { page, member, q }: ScanListQuery,
): Promise<ScanListResponse> {
  if (q) {
    const result = await callProvider(searchScans, {
      token,
      params: { entity, term: q },
      query: { alert: 'false' },
    });
    return scanListResponse(result, 'search', 1);
  }
  if (member) {
    const result = await callProvider(listMemberScansPage, {
      token,
      params: { entity, user: member, n: page - 1 },
    });
    return scanListResponse(result, 'member', page);
  }
  const result = await callProvider(listScansPage, {
    token,
    params: { entity, n: page - 1 },
    query: { alert: 'false' },
  });
  return scanListResponse(result, 'all', page);
}

/** The team members of the filter chips, sorted by full name. */
export async function scanMembers({ token, entity }: Who): Promise<ScanMembersResponse> {
  const { users } = await callProvider(listTeamUsers, { token, params: { entity } });
  const members = users
    .map(({ uuid, fullname }) => ({ uuid, fullname }))
    .sort((a, b) => a.fullname.localeCompare(b.fullname, 'en', { sensitivity: 'base' }));
  return { members };
}

/** One page of all alerts or of one list's, or every alert whose plate starts with q. */
export async function listAlerts(
  { token, entity }: Who,
  { page, list, q }: AlertListQuery,
): Promise<ScanListResponse> {
  if (q) {
    const result = await callProvider(searchScans, {
      token,
      params: { entity, term: q },
      query: { alert: 'true' },
    });
    return scanListResponse(result, 'search', 1);
  }
  const result = await callProvider(listScansPage, {
    token,
    params: { entity, n: page - 1 },
    query: list ? { alert: 'true', list } : { alert: 'true' },
  });
  return scanListResponse(result, list ? 'list' : 'all', page);
}

/** The lists of the /alerts filter chips (full names), sorted by name. */
export async function alertLists({ token, entity }: Who): Promise<AlertListsResponse> {
  const { lists } = await callProvider(listSimpleLists, { token, params: { entity } });
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
  { token, entity }: Who,
  uuid: string,
  source: 'scans' | 'alerts',
): Promise<Scan> {
  try {
    const params = { entity, uuid };
    const scan =
      source === 'scans'
        ? await callProvider(getScan, { token, params })
        : await callProvider(getAlert, { token, params });
    return toScanView(scan);
  } catch (error) {
    throw asScanNotFound(error);
  }
}
