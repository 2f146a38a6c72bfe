import type { CallDefinition } from '../define-call';
import {
  checkSubdomain,
  getBrandDetails,
  getBrandImage,
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
  getBrandImage,
  checkSubdomain,
  getConnectStatus,
  getConnectLogin,
];
