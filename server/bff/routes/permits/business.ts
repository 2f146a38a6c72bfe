import 'server-only';
import {
  assignBusinessPermit,
  businessAdminBody,
  businessAssignmentBody,
  deletePermitCustomer,
  removeBusinessPermit,
  updateBusinessAdmin,
} from '@/lib/contract';
import { permitsBffRoutes as routes } from '@/lib/contract/permits/bff-routes';
import {
  businessAccountParams,
  businessParams,
  businessProductParams,
} from '@/lib/contract/permits/bff';
import { INVALID_HOLDER } from '@/lib/contract/permits/bff';
import type { z } from 'zod';
import { bffRouter, on } from '../../route';
import { type BffContext, parseBody } from '../../context';
import { BffError, refuseAs } from '../../errors';
import { orgGuards } from '../../guards';
import {
  businessAccountOf,
  loadBusinessAccount,
  loadBusinessAccounts,
} from '../../views/permits/business';
import { businessAssignmentRefusals, holderRefusals } from './holder-refusals';

/**
 * /api/permits/business: the business accounts list and the account detail (admin edit and
 * delete, permit type assignments, issued permits). An account of another organisation, or a
 * customer that is not the account's admin, is 404 'This is an invalid customer.'
 */
export const permitBusinessRoutes = bffRouter('/api/permits/business');

function paramsOf<S extends z.ZodType>(c: BffContext, schema: S): z.output<S> {
  const parsed = schema.safeParse(c.req.param());
  if (!parsed.success) throw new BffError(404, 'INVALID_CUSTOMER', INVALID_HOLDER);
  refuseAs(c, holderRefusals);
  return parsed.data;
}

on(permitBusinessRoutes, routes.listBusinessAccounts, ...orgGuards, async (c) =>
  c.json(await loadBusinessAccounts(c.var.caller)),
);

on(permitBusinessRoutes, routes.getBusinessAccount, ...orgGuards, async (c) => {
  const { id, customerId } = paramsOf(c, businessParams);
  return c.json(await loadBusinessAccount(c.var.caller, id, customerId));
});

on(permitBusinessRoutes, routes.updateBusinessAdmin, ...orgGuards, async (c) => {
  const { id, customerId } = paramsOf(c, businessParams);
  const body = await parseBody(c, businessAdminBody);
  const p = c.var.caller;
  await businessAccountOf(p, id, customerId);
  return c.json(
    await p.call(updateBusinessAdmin, { params: { entity: p.entity, uuid: id }, body }),
  );
});

on(permitBusinessRoutes, routes.deleteBusinessAdmin, ...orgGuards, async (c) => {
  const { id, customerId } = paramsOf(c, businessParams);
  const p = c.var.caller;
  await businessAccountOf(p, id, customerId);
  return c.json(
    await p.call(deletePermitCustomer, { params: { entity: p.entity, uuid: customerId } }),
  );
});

on(permitBusinessRoutes, routes.assignBusinessPermit, ...orgGuards, async (c) => {
  const { id } = paramsOf(c, businessAccountParams);
  const body = await parseBody(c, businessAssignmentBody);
  refuseAs(c, businessAssignmentRefusals);
  const p = c.var.caller;
  return c.json(
    await p.call(assignBusinessPermit, { params: { entity: p.entity, uuid: id }, body }),
  );
});

on(permitBusinessRoutes, routes.removeBusinessPermit, ...orgGuards, async (c) => {
  const { id, productId } = paramsOf(c, businessProductParams);
  refuseAs(c, businessAssignmentRefusals);
  const p = c.var.caller;
  return c.json(
    await p.call(removeBusinessPermit, {
      params: { entity: p.entity, uuid: id },
      body: { permitProductUUID: productId },
    }),
  );
});
