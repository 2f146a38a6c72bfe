import 'server-only';
import { z } from 'zod';
import { meterTableUpdateInfo, timezone } from '@/lib/contract';
import { meterTableInfoBody } from '@/lib/contract/meters';
import { meterTableUuidParams } from '@/lib/contract/meters/bff';
import { metersBffRoutes as r } from '@/lib/contract/meters/bff-routes';
import { metersMessages } from '@/lib/messages/meters';
import { type BffContext, firstIssue, parseBody } from '../../context';
import { BffError, refusals, refuseAs } from '../../errors';
import { orgGuards } from '../../guards';
import { bffRouter, on } from '../../route';
import { meterSignPdf } from '../../views/meters/meter-sign';
import { loadMeterInfo, loadMeterTable } from '../../views/meters/meters';
import { meterTableRefusals, meterUpdateRefusals } from './meters-refusals';

/** /api/meters: meters table, stats and earnings, meter info (edit). */
export const meterTableRoutes = bffRouter('/api/meters');
meterTableRoutes.use('*', refusals(meterTableRefusals));

const tzQuery = z.object({ tz: timezone.default('UTC') });

/** ?tz= (IANA name, default UTC); an unknown zone is 400. */
function zoneOf(c: BffContext): string {
  const parsed = tzQuery.safeParse({ tz: c.req.query('tz') || undefined });
  if (!parsed.success) throw new BffError(400, 'BAD_REQUEST', firstIssue(parsed.error));
  return parsed.data.tz;
}

/** The :uuid of a meter; a malformed one is a meter that does not exist (404). */
function meterUuid(c: BffContext): string {
  const parsed = meterTableUuidParams.safeParse(c.req.param());
  if (!parsed.success) throw new BffError(404, 'NOT_FOUND', metersMessages.meterNotFound);
  return parsed.data.uuid;
}

const originOf = (c: BffContext) => new URL(c.req.url).origin;

on(meterTableRoutes, r.meterTableOverview, ...orgGuards, async (c) =>
  c.json(await loadMeterTable(c.var.caller, zoneOf(c))),
);

on(meterTableRoutes, r.meterTableMeter, ...orgGuards, async (c) =>
  c.json(await loadMeterInfo(c.var.caller, meterUuid(c), originOf(c))),
);

/** Edit meter: name, description, first free minutes (a number); the provider writes the audit. */
on(meterTableRoutes, r.meterTableUpdate, ...orgGuards, async (c) => {
  const uuid = meterUuid(c);
  const p = c.var.caller;
  const body = await parseBody(c, meterTableInfoBody);
  refuseAs(c, meterUpdateRefusals);
  await p.call(meterTableUpdateInfo, { params: { entity: p.entity, uuid }, body });
  return c.json(await loadMeterInfo(p, uuid, originOf(c)));
});

/** The printable scan-to-pay sign as a PDF, made on the server. */
on(meterTableRoutes, r.meterTableSign, ...orgGuards, async (c) => {
  const view = await loadMeterInfo(c.var.caller, meterUuid(c), originOf(c));
  const pdf = await meterSignPdf(view);
  const name = view.meter.zoneId.replace(/[^A-Za-z0-9_-]+/g, '') || 'meter';
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="meter-${name}-sign.pdf"`,
      'Cache-Control': 'private, no-store',
    },
  });
});
