import 'server-only';
import { permitsMessages } from '@/lib/messages/permits';
import { PROVIDER_FAILED, PROVIDER_FAILED_STATUS, type RefusalTable } from '../../errors';
import { permitsRefusals } from './refusals';

/**
 * Permit holders and business accounts (spec 2 §8): the texts of their actions over the area's.
 * A customer or account not of this organisation is 'This is an invalid customer.'
 */
export const holderRefusals: RefusalTable = {
  ...permitsRefusals,
  NOT_FOUND: { message: permitsMessages.invalidCustomer },
  INVALID_CUSTOMER: { message: permitsMessages.invalidCustomer },
  CUSTOMER_EMAIL_EXISTS: { message: permitsMessages.customerEmailTaken },
  // Delete customer, 409: the same text as the edit's (spec 2 §8).
  CUSTOMER_HAS_PERMITS: { message: permitsMessages.customerEmailTaken },
};

/** Create customer: 409 e-mail taken; any other failure needs the portal activated. */
export const holderCreateRefusals: RefusalTable = {
  HOLDER_EMAIL_EXISTS: { message: permitsMessages.customerEmailExists },
  PORTAL_NOT_CONFIGURED: { message: permitsMessages.customerCreateFailed },
  [PROVIDER_FAILED]: {
    status: PROVIDER_FAILED_STATUS,
    message: permitsMessages.customerCreateFailed,
  },
};

/** Manual issue: the create failure text. */
export const manualIssueRefusals: RefusalTable = {
  NOT_FOUND: { message: permitsMessages.permitCreateFailed },
  [PROVIDER_FAILED]: {
    status: PROVIDER_FAILED_STATUS,
    message: permitsMessages.permitCreateFailed,
  },
};

/** Removing a default permit type from a business account. */
export const businessAssignmentRefusals: RefusalTable = {
  NOT_FOUND: { message: 'No such business account or permit type.' },
};
