import { z } from 'zod';
import { isoDate } from '../../define-call';
import { MANUAL_STATUSES } from '../../../rules/permits/permit-rules';
import { holderSearch, pageQuery, safeText } from '../fields';
import { customerVehicle, vehicleBody } from '../holders';
import { approvalsPage, issuedPage } from '../issued';

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

export const issuedListQuery = pageQuery.extend({ search: holderSearch('The search').optional() });

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
