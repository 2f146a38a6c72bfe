import type { Hono } from 'hono';
import {
  addMeterTime,
  getMeterReceipt,
  getPublicMeter,
  payMeterSession,
  quoteMeterSession,
} from '../../../lib/contract';
import type { Db } from '../../db/types';
import type { ProviderEnv } from '../../http/env';
import { clientAddressOf } from '../../http/client-address';
import { publicRoute } from '../../http/route';
import { addTimeFor, payFor, publicMeterOf, quoteOf, receiptOf } from '../../services/meters';

/**
 * Provider routes of meters: the public meter page: quote, pay, receipt, time-add (no session).
 * Each is counted per client address (services/meters/portal*.ts: limitAttempt).
 */
export function mountMeterPortalRoutes(app: Hono<ProviderEnv>, db: Db) {
  publicRoute(app, getPublicMeter, ({ params, c }) =>
    publicMeterOf(db, params.subdomain, params.zoneId, clientAddressOf(c.req.raw)),
  );
  publicRoute(app, quoteMeterSession, ({ params, body, c }) =>
    quoteOf(db, params.subdomain, params.zoneId, body, clientAddressOf(c.req.raw)),
  );
  publicRoute(app, payMeterSession, ({ params, body, c }) =>
    payFor(db, params.subdomain, params.zoneId, body, clientAddressOf(c.req.raw)),
  );
  publicRoute(app, getMeterReceipt, ({ params, c }) =>
    receiptOf(db, params.subdomain, params.uuid, clientAddressOf(c.req.raw)),
  );
  publicRoute(app, addMeterTime, ({ params, body, c }) =>
    addTimeFor(db, params.subdomain, params.uuid, body, clientAddressOf(c.req.raw)),
  );
}
