import 'server-only';
import {
  createCustomerVehicle,
  createPermitCustomer,
  customerBody,
  deletePermitCustomer,
  manualIssuePermit,
  updatePermitCustomer,
  vehicleBody,
} from '@/lib/contract';
import { permitsBffRoutes as routes } from '@/lib/contract/permits/bff-routes';
import { holderIssueBody, holdersQuery } from '@/lib/contract/permits/bff';
import { bffRouter, on } from '../../route';
import { type BffContext, firstIssue, parseBody } from '../../context';
import { BffError, refuseAs } from '../../errors';
import { orgGuards } from '../../guards';
import {
  holderIdOf,
  loadHolder,
  loadHolderIssueForm,
  loadHolders,
} from '../../views/permits/holders';
import { holderCreateRefusals, holderRefusals, manualIssueRefusals } from './holder-refusals';

/**
 * /api/permits/holders: the permit holders list, its create dialog, the holder detail with its
 * edit/delete dialog, and the manual issue form. The organisation is the session's; a customer of
 * another organisation (or no customer at all) is 404 'This is an invalid customer.'
 */
export const permitHoldersRoutes = bffRouter('/api/permits/holders');

/** The holder named by :id (a uuid), else 404 with the invalid-customer text. */
function holderId(c: BffContext): string {
  const id = holderIdOf(c.req.param('id') ?? '');
  refuseAs(c, holderRefusals);
  return id;
}

on(permitHoldersRoutes, routes.listHolders, ...orgGuards, async (c) => {
  const parsed = holdersQuery.safeParse({ search: c.req.query('search') });
  if (!parsed.success) throw new BffError(400, 'BAD_REQUEST', firstIssue(parsed.error));
  return c.json(await loadHolders(c.var.caller, parsed.data.search));
});

on(permitHoldersRoutes, routes.createHolder, ...orgGuards, async (c) => {
  const body = await parseBody(c, customerBody);
  refuseAs(c, holderCreateRefusals);
  const p = c.var.caller;
  const customer = await p.call(createPermitCustomer, { params: { entity: p.entity }, body });
  return c.json(customer, 201);
});

on(permitHoldersRoutes, routes.getHolder, ...orgGuards, async (c) =>
  c.json(await loadHolder(c.var.caller, holderId(c))),
);

on(permitHoldersRoutes, routes.updateHolder, ...orgGuards, async (c) => {
  const uuid = holderId(c);
  const body = await parseBody(c, customerBody);
  const p = c.var.caller;
  return c.json(await p.call(updatePermitCustomer, { params: { entity: p.entity, uuid }, body }));
});

on(permitHoldersRoutes, routes.deleteHolder, ...orgGuards, async (c) => {
  const uuid = holderId(c);
  const p = c.var.caller;
  return c.json(await p.call(deletePermitCustomer, { params: { entity: p.entity, uuid } }));
});

on(permitHoldersRoutes, routes.issueForm, ...orgGuards, async (c) =>
  c.json(await loadHolderIssueForm(c.var.caller, holderId(c))),
);

on(permitHoldersRoutes, routes.addVehicle, ...orgGuards, async (c) => {
  const uuid = holderId(c);
  const body = await parseBody(c, vehicleBody);
  const p = c.var.caller;
  const vehicle = await p.call(createCustomerVehicle, {
    params: { entity: p.entity, uuid },
    body,
  });
  return c.json(vehicle, 201);
});

on(permitHoldersRoutes, routes.issuePermit, ...orgGuards, async (c) => {
  const customerUUID = holderId(c);
  const body = await parseBody(c, holderIssueBody);
  refuseAs(c, manualIssueRefusals);
  const p = c.var.caller;
  const permit = await p.call(manualIssuePermit, {
    params: { entity: p.entity },
    body: { ...body, customerUUID },
  });
  return c.json(permit, 201);
});
