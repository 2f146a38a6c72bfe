import type { CallDefinition } from '../define-call';
import { getPaymentFees } from './payments';

export * from './payments';

/** The provider calls of this area, for the provider router and the OpenAPI document. */
export const paymentCalls: CallDefinition[] = [getPaymentFees];
