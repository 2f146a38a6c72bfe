import 'server-only';
import { lprBffRoutes } from '@/lib/contract/lpr/bff-routes';
import { bffRouter, on } from '../../route';
import { z } from 'zod';
import { deleteScans, getPlateHistory, getScan, updateScanPlate } from '@/lib/contract';
import {
  deleteRowsBody,
  editPlateBody,
  plateText,
  scanListQuery,
  type DeleteRowsResponse,
  type PlateHistoryResponse,
} from '@/lib/contract/lpr/bff';
import { messages } from '@/lib/messages';
import { parseBody, parseParams } from '../../context';
import { BffError } from '../../errors';
import { requireOrg, requireSession } from '../../guards';
import { listScans, loadScan, scanMembers, scanParam } from '../../views/scans';
import { parseQuery } from '../../parse-query';
import { scanNotFoundResponse, streamScanImage, toPlateHistoryItem, toScanView } from './scan-view';
import { normalizePlate } from '@/lib/rules/plate';

/**
 * /api/scans: the Scans screen (all, per member, search), the scan detail (scan, plate history,
 * edit plate, delete) and the scans' images. The organisation is always the session's.
 */
export const scansRoutes = bffRouter('/api/scans');
scansRoutes.use('*', requireSession, requireOrg);

// Not scanParam.extend: views/scans imports this area's index, so nothing of it is used while
// this module loads (a page that loads views/scans first would meet it uninitialised).
const imageParams = z.object({
  uuid: z.uuid({ message: messages.scanNotFound }),
  kind: z.enum(['full', 'plate'], { message: messages.imageKindInvalid }),
});
const plateParam = z.object({ plate: plateText });

/** One page of all scans or of one member's, or every search result (q, upper-cased). */
on(scansRoutes, lprBffRoutes.listScans, async (c) =>
  c.json(await listScans(c.var.caller, parseQuery(c, scanListQuery))),
);

/** The team members of the filter chips, sorted by full name. */
on(scansRoutes, lprBffRoutes.scanMembers, async (c) => c.json(await scanMembers(c.var.caller)));

/** Scans of exactly this plate, newest first. */
on(scansRoutes, lprBffRoutes.plateHistory, async (c) => {
  const p = c.var.caller;
  const { entity } = p;
  const { plate } = parseParams(c, plateParam);
  const result = await p.call(getPlateHistory, { params: { entity, plate } });
  return c.json<PlateHistoryResponse>({
    plate: normalizePlate(plate), // as the provider matches it
    plates: result.plates.map(toPlateHistoryItem),
  });
});

/** Deletes the selected scans (and their alerts); other organisations' uuids change nothing. */
on(scansRoutes, lprBffRoutes.deleteScans, async (c) => {
  const p = c.var.caller;
  const { entity } = p;
  const { uuids } = await parseBody(c, deleteRowsBody);
  const result = await p.call(deleteScans, {
    query: { entityUUID: entity },
    body: uuids,
  });
  return c.json<DeleteRowsResponse>({ deleted: result.deleted });
});

on(scansRoutes, lprBffRoutes.getScan, async (c) =>
  c.json(await loadScan(c.var.caller, parseParams(c, scanParam).uuid, 'scans')),
);

/** Corrects the plate of a scan (upper-cased); answers the scan as it is now. */
on(scansRoutes, lprBffRoutes.updateScan, async (c) => {
  const p = c.var.caller;
  const { entity } = p;
  const { uuid } = parseParams(c, scanParam);
  const { plate } = await parseBody(c, editPlateBody);
  try {
    const result = await p.call(updateScanPlate, {
      body: { uuid, plate, isDelete: false, entityUUID: entity },
    });
    const scan = 'uuid' in result ? result : await p.call(getScan, { params: { entity, uuid } });
    return c.json(toScanView(scan));
  } catch (error) {
    return scanNotFoundResponse(error);
  }
});

on(scansRoutes, lprBffRoutes.deleteScan, async (c) => {
  const p = c.var.caller;
  const { entity } = p;
  const { uuid } = parseParams(c, scanParam);
  const result = await p.call(deleteScans, {
    query: { entityUUID: entity },
    body: [uuid],
  });
  if (result.deleted === 0) throw new BffError(404, 'SCAN_NOT_FOUND', messages.scanNotFound);
  return c.json<DeleteRowsResponse>({ deleted: result.deleted });
});

/** The scan's full image or plate crop, streamed from the provider. */
on(scansRoutes, lprBffRoutes.scanImage, async (c) => {
  const { uuid, kind } = parseParams(c, imageParams);
  return streamScanImage(c.var.caller, { uuid, kind });
});
