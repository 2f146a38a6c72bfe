import 'server-only';
import { z } from 'zod';
import {
  archivePermitProduct,
  createPermitProduct,
  getPermitGraph,
  listPermitProducts,
  listProductIssued,
  updatePermitProduct,
} from '@/lib/contract';
import { permitProductBody } from '@/lib/contract/permits';
import {
  permitPayoutsStatus,
  permitTypeIssuedResponse,
  permitTypeParams,
  permitTypeResponse,
  permitTypesResponse,
} from '@/lib/contract/permits/bff';
import { permitsBffRoutes as r } from '@/lib/contract/permits/bff-routes';
import { messages } from '@/lib/messages';
import { permitsMessages as pm } from '@/lib/messages/permits';
import { ISSUED_PER_PRODUCT_CAP } from '@/lib/rules/permits/permit-rules';
import type { BffContext } from '../../context';
import { endpoint } from '../../endpoint';
import { PROVIDER_FAILED, PROVIDER_FAILED_STATUS, type RefusalTable } from '../../errors';
import { permitPosterPdf } from './poster';
import { payoutsEndpoints } from '../payouts';
import { loadPermitPayouts, loadPermitType } from './product-views';

/** /api/permits/products: the permit types screens, their payouts panel and the poster. */

const TYPE = { 404: 'No such permit type (or another organisation’s).' };
/** A malformed :uuid is a type that does not exist. */
const NO_TYPE = { code: 'NOT_FOUND', message: messages.notFound };

/** The failure text of an action (spec 2 §8). */
const failing = (message: string): RefusalTable => ({
  [PROVIDER_FAILED]: { status: PROVIDER_FAILED_STATUS, message },
});

/**
 * The origin the page or the screen was asked on, for the portal links: the proxy's forwarded
 * host and protocol when it names them (a first view asked in-process carries the page's).
 */
function originOf(c: BffContext): string {
  const url = new URL(c.req.url);
  const first = (value: string | undefined) => value?.split(',')[0].trim() || undefined;
  const host = first(c.req.header('x-forwarded-host')) ?? first(c.req.header('host')) ?? url.host;
  const proto = first(c.req.header('x-forwarded-proto')) ?? url.protocol.replace(':', '');
  return `${proto}://${host}`;
}

export const productEndpoints = [
  endpoint(r.permitTypes, {
    summary:
      'The permit types with their counts, the graph of the last 7 days plus today, and the payouts account status.',
    response: permitTypesResponse,
    handler: async ({ caller }) => {
      const params = { entity: caller.entity };
      const [products, graph, payouts] = await Promise.all([
        caller.call(listPermitProducts, { params }),
        caller.call(getPermitGraph, { params }),
        loadPermitPayouts(caller),
      ]);
      return { products, graph, payouts };
    },
  }),

  endpoint(r.permitPayouts, {
    summary: 'The payouts account status the permit screens read (accountExists, accountActive).',
    response: permitPayoutsStatus,
    handler: ({ caller }) => loadPermitPayouts(caller),
  }),

  ...payoutsEndpoints({
    activate: r.permitActivate,
    verify: r.permitVerify,
    activateSummary:
      "'Activate Vert Permits': creates the payouts account, then reads the status again.",
    status: permitPayoutsStatus,
    loadStatus: loadPermitPayouts,
    failed: pm.activationFailed,
  }),

  endpoint(r.createPermitType, {
    summary: 'Creates a permit type (the rules of spec 2 §5 applied).',
    body: permitProductBody,
    response: permitTypeResponse,
    errors: {
      402: pm.permitPriceTooHigh,
      409: 'Permits are not activated for the organisation.',
    },
    refusals: {
      PRICE_NOT_ALLOWED: { message: pm.permitPriceTooHigh },
      PERMITS_NOT_ACTIVATED: { message: pm.permitCreateFailed },
      ...failing(pm.permitCreateFailed),
    },
    handler: async ({ caller, body, c }) => {
      const created = await caller.call(createPermitProduct, {
        params: { entity: caller.entity },
        body,
      });
      return loadPermitType(caller, created.uuid, originOf(c));
    },
  }),

  endpoint(r.permitType, {
    summary: 'One permit type with its portal address and QR code target.',
    params: permitTypeParams,
    notFound: NO_TYPE,
    response: permitTypeResponse,
    errors: TYPE,
    handler: ({ caller, params, c }) => loadPermitType(caller, params.uuid, originOf(c)),
  }),

  endpoint(r.updatePermitType, {
    summary: 'Edits a permit type (price and currency stay as they are).',
    params: permitTypeParams,
    notFound: NO_TYPE,
    body: permitProductBody,
    response: permitTypeResponse,
    errors: TYPE,
    refusals: failing(pm.permitUpdateFailed),
    handler: async ({ caller, params: { uuid }, body, c }) => {
      await caller.call(updatePermitProduct, { params: { entity: caller.entity, uuid }, body });
      return loadPermitType(caller, uuid, originOf(c));
    },
  }),

  endpoint(r.archivePermitType, {
    summary: 'Archives (deletes) a permit type and cancels the permits held under it.',
    params: permitTypeParams,
    notFound: NO_TYPE,
    response: z.object({ ok: z.literal(true) }),
    errors: TYPE,
    refusals: failing(pm.permitDeleteFailed),
    handler: async ({ caller, params: { uuid } }) => {
      await caller.call(archivePermitProduct, { params: { entity: caller.entity, uuid } });
      return { ok: true as const };
    },
  }),

  /** The type's issued permits, newest first, at most 500 (spec 2 §9). */
  endpoint(r.permitTypeIssued, {
    summary: 'Issued permits of one type, newest first (at most 500 rows).',
    params: permitTypeParams,
    notFound: NO_TYPE,
    response: permitTypeIssuedResponse,
    errors: TYPE,
    handler: async ({ caller, params: { uuid } }) => {
      const permits = await caller.call(listProductIssued, {
        params: { entity: caller.entity, uuid },
      });
      const rows = permits.slice(0, ISSUED_PER_PRODUCT_CAP).map((permit) => ({
        uuid: permit.uuid,
        customerPermitId: permit.customerPermitId,
        paidStatus: permit.paidStatus,
        amount: permit.amount,
        customerName: permit.customerName,
        customerEmail: permit.customerEmail,
        plate: permit.vehicle ? `${permit.vehicle.state} ${permit.vehicle.plate}`.trim() : null,
        createdOn: permit.createdOn,
        issuedOn: permit.issuedOn,
        expiresAt: permit.expiresAt,
      }));
      return { permits: rows, capped: permits.length >= ISSUED_PER_PRODUCT_CAP };
    },
  }),

  /** The scan-to-pay poster as a PDF, made on the server. */
  endpoint(r.permitTypePoster, {
    summary: 'The scan-to-pay poster of a permit type as a PDF (QR code included).',
    params: permitTypeParams,
    notFound: NO_TYPE,
    errors: TYPE,
    handler: async ({ caller, params, c }) => {
      const view = await loadPermitType(caller, params.uuid, originOf(c));
      const pdf = await permitPosterPdf(view);
      const name = view.product.name.replace(/[^A-Za-z0-9 _-]+/g, '').trim() || 'permit';
      return new Response(new Uint8Array(pdf), {
        headers: {
          'Content-Type': 'application/pdf',
          'Content-Disposition': `inline; filename="${name} poster.pdf"`,
          'Cache-Control': 'private, no-store',
        },
      });
    },
  }),
];
