import { bffArea } from '../../endpoint';
import { approvalEndpoints } from './approvals';
import { businessEndpoints } from './business';
import { holderEndpoints } from './holders';
import { issuedEndpoints } from './issued';
import { productEndpoints } from './products';

/**
 * Permits: permit types, approvals and issued permits, permit holders, business accounts. The
 * area has no texts of its own: each action names its catalogue texts (spec 2 §8).
 */
export const permitsArea = bffArea(
  {},
  productEndpoints,
  approvalEndpoints,
  issuedEndpoints,
  holderEndpoints,
  businessEndpoints,
);
