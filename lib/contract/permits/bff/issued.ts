import { z } from 'zod';
import { defineEndpoint, type EndpointDefinition } from '../../define-endpoint';
import { isoDate } from '../../define-call';
import { MANUAL_STATUSES } from '../../../rules/permits/permit-rules';
import { pageQuery, safeText } from '../fields';
import { customerVehicle, vehicleBody } from '../holders';
import { approvalsPage, issuedPage, issuedPermit } from '../issued';
import { permitIssuedBffRoutes as routes } from '../bff-routes/issued';

/**
 * Bodies and answers of the approvals and issued-permit screens' BFF routes. The browser does
 * not load these (no zod in client code): its dialogs check the same few rules by hand.
 */

/** GET /api/permits/approvals[/product/:uuid]: the page, and the type's name for one type. */
export const approvalsResponse = approvalsPage.extend({
  product: z.object({ uuid: z.string(), name: z.string() }).nullable(),
});
export type ApprovalsResponse = z.infer<typeof approvalsResponse>;

/** GET /api/permits/issued */
export const issuedListResponse = issuedPage.extend({ search: z.string().nullable() });
export type IssuedListResponse = z.infer<typeof issuedListResponse>;

export const issuedListQuery = pageQuery.extend({ search: safeText(120, 'The search').optional() });

/** An optional message: blank is sent as null (spec 2 §5). */
const optionalMessage = safeText(1000, 'The message')
  .nullable()
  .optional()
  .transform((m) => (m ? m : null));

/** PUT /api/permits/approvals/:uuid */
export const approvalDecisionBody = z.object({
  decision: z.enum(['approve', 'reject'], { message: 'Choose Approve or Reject.' }),
  message: optionalMessage,
});
export type ApprovalDecisionBody = z.input<typeof approvalDecisionBody>;

/** PUT /api/permits/issued/:uuid/status */
export const issuedStatusBody = z.object({
  status: z.enum(MANUAL_STATUSES, { message: 'Please choose a status.' }),
  message: optionalMessage,
});
export type IssuedStatusBody = z.input<typeof issuedStatusBody>;

/** PUT /api/permits/issued/:uuid/vehicle: the holder's vehicle to use, with its details. */
export const issuedVehicleBody = vehicleBody.extend({
  vehicleUUID: z.uuid({ message: "Choose one of the holder's vehicles." }),
});
export type IssuedVehicleBody = z.input<typeof issuedVehicleBody>;

/** PUT /api/permits/issued/:uuid/dates */
export const issuedDatesBody = z.object({ issuedAt: isoDate, expiresAt: isoDate });
export type IssuedDatesBody = z.input<typeof issuedDatesBody>;

/** GET /api/permits/issued/:uuid/vehicles */
export const holderVehiclesResponse = z.object({ vehicles: z.array(customerVehicle) });
export type HolderVehiclesResponse = z.infer<typeof holderVehiclesResponse>;

export const permitParam = z.object({ uuid: z.uuid({ message: 'No such permit.' }) });

const PERMIT = { 404: 'No such permit (or not of this organisation).' };
const STATUS = {
  ...PERMIT,
  409: 'The permit was already decided or changed by someone else.',
  502: 'The status could not be updated (the catalogue text).',
};

/** The BFF endpoints of the approvals and issued-permit screens. */
export const permitIssuedEndpoints: EndpointDefinition[] = [
  defineEndpoint(routes.listApprovals, {
    summary: 'Waiting approvals of every permit type, oldest first, 100 a page from page 1.',
    query: pageQuery,
    response: approvalsResponse,
  }),
  defineEndpoint(routes.listProductApprovals, {
    summary: 'Waiting approvals of one permit type, 100 a page from page 1, with its name.',
    params: permitParam,
    query: pageQuery,
    response: approvalsResponse,
    errors: { 404: 'No such permit type.' },
  }),
  defineEndpoint(routes.getApproval, {
    summary: 'One permit request (an issued permit) for the approval detail.',
    params: permitParam,
    response: issuedPermit,
    errors: PERMIT,
  }),
  defineEndpoint(routes.decideApproval, {
    summary:
      'Approves or rejects a waiting request with an optional message (blank sent as null); a priced approval becomes incomplete; the registrant is e-mailed.',
    params: permitParam,
    body: approvalDecisionBody,
    response: issuedPermit,
    errors: STATUS,
  }),
  defineEndpoint(routes.listIssued, {
    summary:
      'Issued permits of every type, newest first, 100 a page from page 0; `search` (upper-cased) finds a permit holder.',
    query: issuedListQuery,
    response: issuedListResponse,
  }),
  defineEndpoint(routes.getIssued, {
    summary: 'One issued permit with every field of its detail.',
    params: permitParam,
    response: issuedPermit,
    errors: PERMIT,
  }),
  defineEndpoint(routes.holderVehicles, {
    summary: "The vehicles of the permit's holder, for the vehicle dialog.",
    params: permitParam,
    response: holderVehiclesResponse,
    errors: PERMIT,
  }),
  defineEndpoint(routes.registrationImage, {
    summary: 'One registration image of an issued permit (regImgUrls point here).',
    params: permitParam.extend({ file: z.uuid({ message: 'No such image.' }) }),
    errors: { 404: 'No such permit or image (or not of this organisation).' },
  }),
  defineEndpoint(routes.setStatus, {
    summary:
      'Manual status change of a permit not waiting (paid, incomplete, expired, rejected); paid on a priced permit is sent as incomplete.',
    params: permitParam,
    body: issuedStatusBody,
    response: issuedPermit,
    errors: STATUS,
  }),
  defineEndpoint(routes.setVehicle, {
    summary:
      "Makes one of the holder's vehicles the permit's vehicle and saves its details (upper-cased).",
    params: permitParam,
    body: issuedVehicleBody,
    response: issuedPermit,
    errors: { ...PERMIT, 409: "Not one of the holder's vehicles." },
  }),
  defineEndpoint(routes.setDates, {
    summary: 'Sets the start and expiry of an issued permit.',
    params: permitParam,
    body: issuedDatesBody,
    response: issuedPermit,
    errors: PERMIT,
  }),
];
