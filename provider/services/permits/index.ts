export {
  catchUpPermitList,
  catchUpPermitsOfPlate,
  PERMIT_LIST_NAME,
  PLATE_KEY,
  permitListOf,
  refreshPermitList,
  syncPermitList,
} from './permit-list';
export {
  archiveProductFor,
  createProductFor,
  getProductFor,
  listProductsFor,
  productGraphFor,
  productValues,
  updateProductFor,
} from './products';
export { approvalCountFor, listApprovalsFor } from './approvals';
export { getIssuedFor, listIssuedFor, listProductIssuedFor, permitImageResponse } from './issued';
export { setDatesFor, setVehicleFor } from './issued-edits';
export { setStatusFor } from './issued-status';
export { manualIssueFor, permitPeriod, requireBelowMaxCount } from './manual-issue';
export {
  createCustomerFor,
  customerPermitsFor,
  customerVehiclesFor,
  deleteCustomerFor,
  getCustomerFor,
  listCustomersFor,
  updateCustomerFor,
} from './holders';
export { createVehicleFor, updateVehicleFor } from './vehicles';
export {
  assignBusinessFor,
  businessIssuedFor,
  businessProductsFor,
  getBusinessFor,
  listBusinessFor,
  removeBusinessFor,
  updateBusinessAdminFor,
} from './business';
export { checkoutFor } from './portal-checkout';
export {
  publicPortalOf,
  publicProductOf,
  requestCodeFor,
  uploadRegImageOf,
} from './portal-products';
