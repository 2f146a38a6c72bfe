import type { CallDefinition } from '../define-call';
import {
  archivePermitProduct,
  createPermitProduct,
  getPermitGraph,
  getPermitProduct,
  listPermitProducts,
  updatePermitProduct,
} from './products';
import {
  getApprovalCount,
  getIssuedPermit,
  getPermitImage,
  listApprovals,
  listIssuedPermits,
  listProductApprovals,
  listProductIssued,
  manualIssuePermit,
  setPermitDates,
  setPermitStatus,
  setPermitVehicle,
} from './issued';
import {
  createCustomerVehicle,
  createPermitCustomer,
  deletePermitCustomer,
  getPermitCustomer,
  listCustomerPermits,
  listCustomerVehicles,
  listPermitCustomers,
  updateCustomerVehicle,
  updatePermitCustomer,
} from './holders';
import {
  assignBusinessPermit,
  getBusinessAccount,
  getBusinessProducts,
  listBusinessAccounts,
  listBusinessIssued,
  removeBusinessPermit,
  updateBusinessAdmin,
} from './business';
import {
  checkoutPermit,
  getPortalLogo,
  uploadPermitRegImage,
  getPublicPermitProduct,
  getPublicPortal,
  requestPermitCode,
} from './portal';

export * from './fields';
export * from './products';
export * from './issued';
export * from './holders';
export * from './business';
export * from './portal';

/** The provider calls of this area, for the provider router and the OpenAPI document. */
export const permitCalls: CallDefinition[] = [
  listPermitProducts,
  getPermitProduct,
  createPermitProduct,
  updatePermitProduct,
  archivePermitProduct,
  getPermitGraph,
  listIssuedPermits,
  listProductIssued,
  getIssuedPermit,
  getPermitImage,
  setPermitStatus,
  setPermitDates,
  setPermitVehicle,
  manualIssuePermit,
  listApprovals,
  listProductApprovals,
  getApprovalCount,
  listPermitCustomers,
  getPermitCustomer,
  listCustomerPermits,
  listCustomerVehicles,
  createPermitCustomer,
  updatePermitCustomer,
  deletePermitCustomer,
  createCustomerVehicle,
  updateCustomerVehicle,
  listBusinessAccounts,
  getBusinessAccount,
  updateBusinessAdmin,
  getBusinessProducts,
  listBusinessIssued,
  assignBusinessPermit,
  removeBusinessPermit,
  getPublicPortal,
  getPublicPermitProduct,
  requestPermitCode,
  checkoutPermit,
  getPortalLogo,
  uploadPermitRegImage,
];
