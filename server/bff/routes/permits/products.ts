import 'server-only';
import {
  archivePermitProduct,
  createPayoutsAccount,
  createPermitProduct,
  getPayoutsSetupUrl,
  updatePermitProduct,
} from '@/lib/contract';
import { permitsBffRoutes as r } from '@/lib/contract/permits/bff-routes';
import { permitTypeParams } from '@/lib/contract/permits/bff';
import { permitProductBody } from '@/lib/contract/permits';
import { messages } from '@/lib/messages';
import { type BffContext, parseBody } from '../../context';
import { BffError, refuseAs } from '../../errors';
import { orgGuards } from '../../guards';
import { bffRouter, on } from '../../route';
import {
  loadPermitPayouts,
  loadPermitType,
  loadPermitTypeIssued,
  loadPermitTypes,
} from '../../views/permits/products';
import { permitPosterPdf } from '../../views/permits/products-poster';
import {
  activationRefusals,
  archiveTypeRefusals,
  createTypeRefusals,
  updateTypeRefusals,
} from './refusals';

/** /api/permits/products: the BFF routes of the permit products screens. */
export const permitProductsRoutes = bffRouter('/api/permits/products');

/** The :uuid of a permit type; a malformed one is a type that does not exist (404). */
function typeUuid(c: BffContext): string {
  const parsed = permitTypeParams.safeParse(c.req.param());
  if (!parsed.success) throw new BffError(404, 'NOT_FOUND', messages.notFound);
  return parsed.data.uuid;
}

const originOf = (c: BffContext) => new URL(c.req.url).origin;

on(permitProductsRoutes, r.permitTypes, ...orgGuards, async (c) =>
  c.json(await loadPermitTypes(c.var.caller)),
);

on(permitProductsRoutes, r.permitPayouts, ...orgGuards, async (c) =>
  c.json(await loadPermitPayouts(c.var.caller)),
);

/** 'Activate Vert Permits': creates the payouts account, then the status is read again. */
on(permitProductsRoutes, r.permitActivate, ...orgGuards, async (c) => {
  const p = c.var.caller;
  refuseAs(c, activationRefusals);
  await p.call(createPayoutsAccount, { params: { entity: p.entity } });
  return c.json(await loadPermitPayouts(p));
});

/** 'Verify business': the provider's setup URL, which the browser goes to. */
on(permitProductsRoutes, r.permitVerify, ...orgGuards, async (c) => {
  const p = c.var.caller;
  refuseAs(c, activationRefusals);
  const { url } = await p.call(getPayoutsSetupUrl, { params: { entity: p.entity } });
  return c.json({ url });
});

on(permitProductsRoutes, r.createPermitType, ...orgGuards, async (c) => {
  const p = c.var.caller;
  const body = await parseBody(c, permitProductBody);
  refuseAs(c, createTypeRefusals);
  const created = await p.call(createPermitProduct, { params: { entity: p.entity }, body });
  return c.json(await loadPermitType(p, created.uuid, originOf(c)), 201);
});

on(permitProductsRoutes, r.permitType, ...orgGuards, async (c) =>
  c.json(await loadPermitType(c.var.caller, typeUuid(c), originOf(c))),
);

on(permitProductsRoutes, r.updatePermitType, ...orgGuards, async (c) => {
  const uuid = typeUuid(c);
  const p = c.var.caller;
  const body = await parseBody(c, permitProductBody);
  refuseAs(c, updateTypeRefusals);
  await p.call(updatePermitProduct, { params: { entity: p.entity, uuid }, body });
  return c.json(await loadPermitType(p, uuid, originOf(c)));
});

on(permitProductsRoutes, r.archivePermitType, ...orgGuards, async (c) => {
  const uuid = typeUuid(c);
  const p = c.var.caller;
  refuseAs(c, archiveTypeRefusals);
  await p.call(archivePermitProduct, { params: { entity: p.entity, uuid } });
  return c.json({ ok: true as const });
});

on(permitProductsRoutes, r.permitTypeIssued, ...orgGuards, async (c) =>
  c.json(await loadPermitTypeIssued(c.var.caller, typeUuid(c))),
);

/** The scan-to-pay poster as a PDF, made on the server. */
on(permitProductsRoutes, r.permitTypePoster, ...orgGuards, async (c) => {
  const view = await loadPermitType(c.var.caller, typeUuid(c), originOf(c));
  const pdf = await permitPosterPdf(view);
  const name = view.product.name.replace(/[^A-Za-z0-9 _-]+/g, '').trim() || 'permit';
  return new Response(new Uint8Array(pdf), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Disposition': `inline; filename="${name} poster.pdf"`,
      'Cache-Control': 'private, no-store',
    },
  });
});
