import type { CallDefinition } from '../define-call';
import {
  checkSubdomain,
  getBrandDetails,
  getConnectLogin,
  getConnectStatus,
  putBrandDetails,
  putBrandImage,
} from './brand';

export * from './brand';

/** The provider calls of this area, for the provider router and the OpenAPI document. */
export const portalCalls: CallDefinition[] = [
  getBrandDetails,
  putBrandDetails,
  putBrandImage,
  checkSubdomain,
  getConnectStatus,
  getConnectLogin,
];
