import 'server-only';
import { pageQuery, setPermitStatus } from '@/lib/contract';
import { approvalDecisionBody, permitParam } from '@/lib/contract/permits/bff';
import { permitIssuedBffRoutes as routes } from '@/lib/contract/permits/bff-routes';
import { parseBody, parseParams } from '../../context';
import { refuseAs } from '../../errors';
import { orgGuards } from '../../guards';
import { parseQuery } from '../../parse-query';
import { bffRouter, on } from '../../route';
import {
  forBrowser,
  loadApprovals,
  loadIssued,
  loadProductApprovals,
} from '../../views/permits/issued';
import { statusRefusals } from './issued-refusals';

/**
 * /api/permits/approvals: the approvals screens (all types, one type, the detail) and the
 * Approve / Reject decision. The organisation is the session's; another organisation's ids are 404.
 */
export const permitApprovalsRoutes = bffRouter('/api/permits/approvals');

on(permitApprovalsRoutes, routes.listApprovals, ...orgGuards, async (c) => {
  const { page } = parseQuery(c, pageQuery);
  return c.json(await loadApprovals(c.var.caller, page ?? 1));
});

on(permitApprovalsRoutes, routes.listProductApprovals, ...orgGuards, async (c) => {
  const { uuid } = parseParams(c, permitParam);
  const { page } = parseQuery(c, pageQuery);
  return c.json(await loadProductApprovals(c.var.caller, uuid, page ?? 1));
});

on(permitApprovalsRoutes, routes.getApproval, ...orgGuards, async (c) => {
  const { uuid } = parseParams(c, permitParam);
  return c.json(await loadIssued(c.var.caller, uuid));
});

/**
 * Approve or Reject. The provider decides conditionally on the request still waiting, so of two
 * staff deciding at once one wins and the other gets 409 with a text that says so.
 */
on(permitApprovalsRoutes, routes.decideApproval, ...orgGuards, async (c) => {
  const { uuid } = parseParams(c, permitParam);
  const { decision, message } = await parseBody(c, approvalDecisionBody);
  refuseAs(c, statusRefusals);
  const p = c.var.caller;
  const permit = await p.call(setPermitStatus, {
    params: { entity: p.entity, uuid },
    body: { status: decision, message, isApproval: true },
  });
  return c.json(forBrowser(permit));
});
