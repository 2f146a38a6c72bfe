import 'server-only';
import {
  getPermitProduct,
  issuedPermit,
  listApprovals,
  listProductApprovals,
  pageQuery,
  setPermitStatus,
} from '@/lib/contract';
import { approvalDecisionBody, approvalsResponse, permitParam } from '@/lib/contract/permits/bff';
import { permitIssuedBffRoutes as routes } from '@/lib/contract/permits/bff-routes';
import { endpoint } from '../../endpoint';
import { forBrowser, loadIssued } from './issued-views';
import { PERMIT_ERRORS, STATUS_ERRORS, statusRefusals } from './issued';

/**
 * /api/permits/approvals: the approvals screens (all types, one type, the detail) and the
 * Approve / Reject decision. The organisation is the session's; another organisation's ids are 404.
 */
export const approvalEndpoints = [
  /** /permits/approvals: the waiting requests of every type, 100 a page from page 1. */
  endpoint(routes.listApprovals, {
    summary: 'Waiting approvals of every permit type, oldest first, 100 a page from page 1.',
    query: pageQuery,
    response: approvalsResponse,
    handler: async ({ caller, query }) => {
      const answer = await caller.call(listApprovals, {
        params: { entity: caller.entity },
        query: { page: Math.max(1, query.page ?? 1) },
      });
      return { ...answer, product: null };
    },
  }),

  /** /permits/{id}/approvals: one type's waiting requests, with the type's name. */
  endpoint(routes.listProductApprovals, {
    summary: 'Waiting approvals of one permit type, 100 a page from page 1, with its name.',
    params: permitParam,
    query: pageQuery,
    response: approvalsResponse,
    errors: { 404: 'No such permit type.' },
    handler: async ({ caller, params: { uuid }, query }) => {
      const params = { entity: caller.entity, uuid };
      const [answer, product] = await Promise.all([
        caller.call(listProductApprovals, {
          params,
          query: { page: Math.max(1, query.page ?? 1) },
        }),
        caller.call(getPermitProduct, { params }),
      ]);
      return { ...answer, product: { uuid: product.uuid, name: product.name } };
    },
  }),

  endpoint(routes.getApproval, {
    summary: 'One permit request (an issued permit) for the approval detail.',
    params: permitParam,
    response: issuedPermit,
    errors: PERMIT_ERRORS,
    handler: ({ caller, params }) => loadIssued(caller, params.uuid),
  }),

  /**
   * Approve or Reject. The provider decides conditionally on the request still waiting, so of two
   * staff deciding at once one wins and the other gets 409 with a text that says so.
   */
  endpoint(routes.decideApproval, {
    summary:
      'Approves or rejects a waiting request with an optional message (blank sent as null); a priced approval becomes incomplete; the registrant is e-mailed.',
    params: permitParam,
    body: approvalDecisionBody,
    response: issuedPermit,
    errors: STATUS_ERRORS,
    refusals: statusRefusals,
    handler: async ({ caller, params: { uuid }, body: { decision, message } }) => {
      const permit = await caller.call(setPermitStatus, {
        params: { entity: caller.entity, uuid },
        body: { status: decision, message, isApproval: true },
      });
      return forBrowser(permit);
    },
  }),
];
