import 'server-only';
import { z } from 'zod';
import {
  setPermitDates,
  setPermitStatus,
  setPermitVehicle,
  updateCustomerVehicle,
} from '@/lib/contract';
import {
  issuedDatesBody,
  issuedListQuery,
  issuedStatusBody,
  issuedVehicleBody,
  permitParam,
} from '@/lib/contract/permits/bff';
import { permitIssuedBffRoutes as routes } from '@/lib/contract/permits/bff-routes';
import { manualStatusToSend } from '@/lib/rules/permits/permit-rules';
import { parseBody, parseParams } from '../../context';
import { BffError, refuseAs } from '../../errors';
import { orgGuards } from '../../guards';
import { parseQuery } from '../../parse-query';
import { bffRouter, on } from '../../route';
import {
  forBrowser,
  loadHolderVehicles,
  loadIssued,
  loadIssuedList,
} from '../../views/permits/issued';
import { streamPermitImage } from './issued-image';
import { NOT_HOLDERS_VEHICLE, statusRefusals, updateRefusals } from './issued-refusals';

/**
 * /api/permits/issued: the issued permits list (paged from 0, holder search) and the issued
 * permit detail with its status, vehicle and dates changes. The organisation is the session's;
 * another organisation's permits are 404.
 */
export const permitIssuedRoutes = bffRouter('/api/permits/issued');

on(permitIssuedRoutes, routes.listIssued, ...orgGuards, async (c) =>
  c.json(await loadIssuedList(c.var.caller, parseQuery(c, issuedListQuery))),
);

on(permitIssuedRoutes, routes.getIssued, ...orgGuards, async (c) => {
  const { uuid } = parseParams(c, permitParam);
  return c.json(await loadIssued(c.var.caller, uuid));
});

on(permitIssuedRoutes, routes.holderVehicles, ...orgGuards, async (c) => {
  const { uuid } = parseParams(c, permitParam);
  const permit = await loadIssued(c.var.caller, uuid);
  return c.json(await loadHolderVehicles(c.var.caller, permit));
});

/** A registration image of the permit, streamed from the provider. */
on(permitIssuedRoutes, routes.registrationImage, ...orgGuards, async (c) => {
  const { uuid, file } = parseParams(
    c,
    permitParam.extend({ file: z.uuid({ message: 'No such image.' }) }),
  );
  return streamPermitImage(c.var.caller, { uuid, file });
});

/** Manual status change: paid on a priced permit is sent as incomplete (spec 2 §4). */
on(permitIssuedRoutes, routes.setStatus, ...orgGuards, async (c) => {
  const { uuid } = parseParams(c, permitParam);
  const { status, message } = await parseBody(c, issuedStatusBody);
  refuseAs(c, statusRefusals);
  const p = c.var.caller;
  const permit = await loadIssued(p, uuid);
  const changed = await p.call(setPermitStatus, {
    params: { entity: p.entity, uuid },
    body: { status: manualStatusToSend(status, permit.amount), message, isApproval: false },
  });
  return c.json(forBrowser(changed));
});

/**
 * The vehicle dialog: one of the holder's vehicles becomes the permit's, with the details as
 * edited (upper-cased). Nothing is written unless the vehicle is the holder's.
 */
on(permitIssuedRoutes, routes.setVehicle, ...orgGuards, async (c) => {
  const { uuid } = parseParams(c, permitParam);
  const { vehicleUUID, ...details } = await parseBody(c, issuedVehicleBody);
  refuseAs(c, updateRefusals);
  const p = c.var.caller;
  const permit = await loadIssued(p, uuid);
  const { vehicles } = await loadHolderVehicles(p, permit);
  const chosen = vehicles.find((v) => v.uuid === vehicleUUID);
  if (!chosen) throw new BffError(409, 'NOT_HOLDERS_VEHICLE', NOT_HOLDERS_VEHICLE);
  const changed = (['plate', 'state', 'make', 'model', 'color'] as const).some(
    (k) => chosen[k] !== details[k],
  );
  if (changed) {
    await p.call(updateCustomerVehicle, {
      params: { entity: p.entity, uuid: vehicleUUID },
      body: details,
    });
  }
  if (permit.vehicle?.uuid !== vehicleUUID || !permit.isPrimaryVehicleActive) {
    const switched = await p.call(setPermitVehicle, {
      params: { entity: p.entity, uuid },
      body: { vehicleUUID },
    });
    return c.json(forBrowser(switched));
  }
  return c.json(await loadIssued(p, uuid));
});

on(permitIssuedRoutes, routes.setDates, ...orgGuards, async (c) => {
  const { uuid } = parseParams(c, permitParam);
  const body = await parseBody(c, issuedDatesBody);
  refuseAs(c, updateRefusals);
  const p = c.var.caller;
  return c.json(
    forBrowser(await p.call(setPermitDates, { params: { entity: p.entity, uuid }, body })),
  );
});
