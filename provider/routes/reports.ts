import type { Context, Hono, MiddlewareHandler } from 'hono';
import {
  createReportLog,
  createReportShare,
  getMeterReportPage,
  getPermitReportPage,
  getScanReportPage,
  getSharedMeterReportPage,
  getSharedPermitReportPage,
  getSharedReport,
  getSharedScanReportPage,
  getSharedViolationReportPage,
  getViolationReportPage,
  listReportLogs,
  revokeReportShare,
  type ReportParams,
} from '../../lib/contract';
import type { Db } from '../db/types';
import { STAFF } from '../services/access';
import type { ProviderEnv } from '../http/env';
import { fail } from '../../platform/errors';
import type { LookupDeclaration } from '../http/lookup-route';
import { publicRoute } from '../http/route';
import {
  getReportLog,
  insertReportLog,
  reportLogPage,
  requireOrganisationList,
  meterReportPage,
  permitReportPage,
  scanReportPage,
  violationReportPage,
  type MeterReportFilter,
  type PermitReportFilter,
  type ScanReportFilter,
  type ViolationReportFilter,
  createShare,
  openShare,
  revokeShare,
} from '../services/reports';
import { normalizePlate } from '../../lib/rules/plate';
import { orgRoutes } from './org-routes';

/** The scan rows a report's parameters select (a window, optionally a list, or a plate). */
function scanFilterOf(params: ReportParams): ScanReportFilter {
  if (params.reportType !== 'scans') {
    throw fail.badRequest('This report type has no rows on this provider yet.');
  }
  return {
    start: params.startDate ? new Date(params.startDate) : null,
    end: params.endDate ? new Date(params.endDate) : null,
    list: params.listUUID,
    plate: params.plate,
  };
}

/** The permits a permit report's parameters select (a window). */
function permitFilterOf(params: ReportParams): PermitReportFilter {
  if (params.reportType !== 'permits' || !params.startDate || !params.endDate) {
    throw fail.badRequest('A permit report needs a start and an end date.');
  }
  return { start: new Date(params.startDate), end: new Date(params.endDate) };
}

/** The sessions a meter report's parameters select (a window, one meter or all). */
function meterFilterOf(params: ReportParams): MeterReportFilter {
  if (params.reportType !== 'meters' || !params.startDate || !params.endDate) {
    throw fail.badRequest('A meter report needs a start and an end date.');
  }
  return {
    start: new Date(params.startDate),
    end: new Date(params.endDate),
    meter: params.meterUUID ?? null,
  };
}

/** The citations a violation report's parameters select (a window, a location, the paid sort). */
function violationFilterOf(params: ReportParams): ViolationReportFilter {
  if (params.reportType !== 'violations' || !params.startDate || !params.endDate) {
    throw fail.badRequest('A violation report needs a start and an end date.');
  }
  return {
    start: new Date(params.startDate),
    end: new Date(params.endDate),
    location: params.locationName ?? null,
    paidSort: params.paidSort ?? null,
  };
}

function checkShareParams(params: ReportParams) {
  if (params.reportType === 'permits') permitFilterOf(params);
  else if (params.reportType === 'meters') meterFilterOf(params);
  else if (params.reportType === 'violations') violationFilterOf(params);
  else scanFilterOf(params);
  if (!params.plate && !(params.startDate && params.endDate)) {
    throw fail.badRequest('A shared report needs a start and an end date, or a plate.');
  }
}

/** Reports: report log, report data pages (keyset paged), share links. */
export function mountReportRoutes(
  app: Hono<ProviderEnv>,
  db: Db,
  auth: MiddlewareHandler<ProviderEnv>,
) {
  mountReportStaffRoutes(app, db, auth);
  mountReportPageRoutes(app, db, auth);
  mountSharedReportRoutes(app, db);
}

/** Staff: the report log and creating and revoking share links. */
function mountReportStaffRoutes(
  app: Hono<ProviderEnv>,
  db: Db,
  auth: MiddlewareHandler<ProviderEnv>,
) {
  const staff = orgRoutes(app, auth, STAFF);
  staff.json(listReportLogs, async ({ params, query }) => {
    return reportLogPage(db, params.entity, query.page);
  });

  // Writing the log, sharing and revoking: administrators only (a share publishes plates,
  // positions and staff e-mails to anyone holding the link); a named list must be the
  // organisation's own.
  staff.json(createReportLog, async ({ auth, body }) => {
    await requireOrganisationList(db, body.entityUUID, body.listUUID);
    await requireOrganisationList(db, body.entityUUID, body.params?.listUUID ?? null);
    const uuid = await insertReportLog(db, {
      entityUuid: body.entityUUID,
      userUuid: auth.user.uuid,
      type: body.type,
      description: body.description,
      startDate: body.startDate,
      endDate: body.endDate,
      listUuid: body.listUUID,
      plate: body.plate,
      params: body.params,
    });
    const entry = await getReportLog(db, body.entityUUID, uuid);
    if (!entry) throw fail.notFound();
    return entry;
  });

  staff.json(createReportShare, async ({ ctx, body }) => {
    checkShareParams(body.params);
    await requireOrganisationList(db, body.entityUUID, body.params.listUUID);
    return createShare(ctx, {
      description: body.description,
      params: body.params,
      expiresInDays: body.expiresInDays,
    });
  });

  staff.json(revokeReportShare, async ({ ctx, params }) => {
    return revokeShare(ctx, params.uuid);
  });
}

/** Staff: the report data pages (keyset paged) of scans, permits, citations and sessions. */
function mountReportPageRoutes(
  app: Hono<ProviderEnv>,
  db: Db,
  auth: MiddlewareHandler<ProviderEnv>,
) {
  const staff = orgRoutes(app, auth, STAFF);
  // A report of one plate is an audited look-up (issue 30 item 2); one by dates is not.
  const reportPlate: LookupDeclaration<typeof getScanReportPage> = {
    what: 'plate_report',
    plateOf: ({ query }) => query.plate && normalizePlate(query.plate),
  };
  staff.lookup(getScanReportPage, reportPlate, async ({ params, query }) => {
    return scanReportPage(
      db,
      params.entity,
      {
        start: query.start ? new Date(query.start) : null,
        end: query.end ? new Date(query.end) : null,
        list: query.list ?? null,
        plate: query.plate ?? null,
      },
      { cursor: query.cursor, limit: query.limit },
    );
  });

  staff.json(getPermitReportPage, async ({ params, query }) => {
    return permitReportPage(
      db,
      params.entity,
      { start: new Date(query.start), end: new Date(query.end) },
      { cursor: query.cursor, limit: query.limit },
    );
  });

  staff.json(getViolationReportPage, async ({ params, query }) => {
    return violationReportPage(
      db,
      params.entity,
      {
        start: new Date(query.start),
        end: new Date(query.end),
        location: query.location ?? null,
        paidSort: query.paidSort ?? null,
      },
      { cursor: query.cursor, limit: query.limit },
    );
  });

  staff.json(getMeterReportPage, async ({ params, query }) => {
    return meterReportPage(
      db,
      params.entity,
      { start: new Date(query.start), end: new Date(query.end), meter: query.meter ?? null },
      { cursor: query.cursor, limit: query.limit },
    );
  });
}

type PageOptions = { cursor?: string | null; limit: number };

/**
 * The handler of one shared report's data pages: the share opened with the link's token, its
 * rows as they were when it was shared (outside parties never see newer scans, permits,
 * citations or sessions).
 */
function sharedPage<F, P>(
  db: Db,
  filterOf: (params: ReportParams) => F,
  pageOf: (
    db: Db,
    entityUuid: string,
    filter: F & { asOf: Date },
    options: PageOptions,
  ) => Promise<P>,
) {
  return async ({ params, query, c }: SharedPageInput): Promise<P> => {
    const share = await openShare(db, params.share, c.req.header('authorization'));
    const filter = { ...filterOf(share.params), asOf: new Date(share.row.createdAt) };
    return pageOf(db, share.row.entityUuid, filter, { cursor: query.cursor, limit: query.limit });
  };
}

interface SharedPageInput {
  params: { share: string };
  query: PageOptions;
  c: Context<ProviderEnv>;
}

/** Public, with a share link's token: the shared report and its data pages. */
function mountSharedReportRoutes(app: Hono<ProviderEnv>, db: Db) {
  publicRoute(app, getSharedReport, async ({ params, c }) => {
    const share = await openShare(db, params.share, c.req.header('authorization'));
    return {
      organisation: { name: share.organisationName },
      description: share.row.description,
      params: share.params,
      createdAt: new Date(share.row.createdAt).toISOString(),
      expiresAt: new Date(share.row.expiresAt).toISOString(),
    };
  });
  publicRoute(app, getSharedScanReportPage, sharedPage(db, scanFilterOf, scanReportPage));
  publicRoute(app, getSharedPermitReportPage, sharedPage(db, permitFilterOf, permitReportPage));
  publicRoute(
    app,
    getSharedViolationReportPage,
    sharedPage(db, violationFilterOf, violationReportPage),
  );
  publicRoute(app, getSharedMeterReportPage, sharedPage(db, meterFilterOf, meterReportPage));
}
