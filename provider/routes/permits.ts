import type { Hono, MiddlewareHandler } from 'hono';
import {
  archivePermitProduct,
  assignBusinessPermit,
  checkoutPermit,
  createCustomerVehicle,
  createPermitCustomer,
  createPermitProduct,
  deletePermitCustomer,
  getApprovalCount,
  getBusinessAccount,
  getBusinessProducts,
  getIssuedPermit,
  getPermitCustomer,
  getPermitGraph,
  getPermitImage,
  getPermitProduct,
  getPortalLogo,
  getPublicPermitProduct,
  getPublicPortal,
  listApprovals,
  listBusinessAccounts,
  listBusinessIssued,
  listCustomerPermits,
  listCustomerVehicles,
  listIssuedPermits,
  listPermitCustomers,
  listPermitProducts,
  listProductApprovals,
  listProductIssued,
  manualIssuePermit,
  removeBusinessPermit,
  requestPermitCode,
  setPermitDates,
  setPermitStatus,
  setPermitVehicle,
  updateBusinessAdmin,
  updateCustomerVehicle,
  updatePermitCustomer,
  updatePermitProduct,
  uploadPermitRegImage,
  REG_IMAGE_MAX_BYTES,
} from '../../lib/contract';
import type { Db } from '../db/types';
import { clientAddressOf } from '../http/client-address';
import type { ProviderEnv } from '../http/env';
import { authedRawRoute, authedRoute, publicRawRoute, publicRoute } from '../http/route';
import { LIMITS, limitAttempt } from '../services/access';
import type { FileStorage } from '../services/files';
import { portalLogoResponse } from '../services/portal';
import * as permits from '../services/permits';

/** Permit types, issued permits, approvals, holders, business accounts and the public portal. */
export function mountPermitRoutes(
  app: Hono<ProviderEnv>,
  db: Db,
  storage: FileStorage,
  auth: MiddlewareHandler<ProviderEnv>,
) {
  authedRoute(app, listPermitProducts, auth, ({ auth, params }) =>
    permits.listProductsFor(db, auth.user, params.entity),
  );
  authedRoute(app, getPermitGraph, auth, ({ auth, params }) =>
    permits.productGraphFor(db, auth.user, params.entity),
  );
  authedRoute(app, getPermitProduct, auth, ({ auth, params }) =>
    permits.getProductFor(db, auth.user, params.entity, params.uuid),
  );
  authedRoute(app, createPermitProduct, auth, ({ auth, params, body }) =>
    permits.createProductFor(db, auth.user, params.entity, body),
  );
  authedRoute(app, updatePermitProduct, auth, ({ auth, params, body }) =>
    permits.updateProductFor(db, auth.user, params.entity, params.uuid, body),
  );
  authedRoute(app, archivePermitProduct, auth, ({ auth, params }) =>
    permits.archiveProductFor(db, auth.user, params.entity, params.uuid),
  );

  // The hot read: the permit check runs on the membership the role table has just read.
  authedRoute(app, listIssuedPermits, auth, ({ auth, access, params, query }) =>
    permits.listIssuedFor(db, auth.user, params.entity, query, access),
  );
  authedRoute(app, listProductIssued, auth, ({ auth, params, query }) =>
    permits.listProductIssuedFor(db, auth.user, params.entity, params.uuid, query.search),
  );
  authedRoute(app, getApprovalCount, auth, ({ auth, params }) =>
    permits.approvalCountFor(db, auth.user, params.entity),
  );
  authedRoute(app, listApprovals, auth, ({ auth, params, query }) =>
    permits.listApprovalsFor(db, auth.user, params.entity, query.page ?? 1),
  );
  authedRoute(app, listProductApprovals, auth, ({ auth, params, query }) =>
    permits.listApprovalsFor(db, auth.user, params.entity, query.page ?? 1, params.uuid),
  );
  authedRoute(app, getIssuedPermit, auth, ({ auth, params }) =>
    permits.getIssuedFor(db, auth.user, params.entity, params.uuid),
  );
  authedRawRoute(app, getPermitImage, auth, ({ auth, params }) =>
    permits.permitImageResponse(db, storage, auth.user, params.entity, params.uuid, params.file),
  );
  authedRoute(app, setPermitStatus, auth, ({ auth, params, body }) =>
    permits.setStatusFor(db, auth.user, params.entity, params.uuid, body),
  );
  authedRoute(app, setPermitDates, auth, ({ auth, params, body }) =>
    permits.setDatesFor(db, auth.user, params.entity, params.uuid, body),
  );
  authedRoute(app, setPermitVehicle, auth, ({ auth, params, body }) =>
    permits.setVehicleFor(db, auth.user, params.entity, params.uuid, body.vehicleUUID),
  );
  authedRoute(app, manualIssuePermit, auth, ({ auth, params, body }) =>
    permits.manualIssueFor(db, auth.user, params.entity, body),
  );

  authedRoute(app, listPermitCustomers, auth, ({ auth, params, query }) =>
    permits.listCustomersFor(db, auth.user, params.entity, query.search),
  );
  authedRoute(app, getPermitCustomer, auth, ({ auth, params }) =>
    permits.getCustomerFor(db, auth.user, params.entity, params.uuid),
  );
  authedRoute(app, listCustomerPermits, auth, ({ auth, params }) =>
    permits.customerPermitsFor(db, auth.user, params.entity, params.uuid),
  );
  authedRoute(app, listCustomerVehicles, auth, ({ auth, params }) =>
    permits.customerVehiclesFor(db, auth.user, params.entity, params.uuid),
  );
  authedRoute(app, createPermitCustomer, auth, ({ auth, params, body }) =>
    permits.createCustomerFor(db, auth.user, params.entity, body),
  );
  authedRoute(app, updatePermitCustomer, auth, ({ auth, params, body }) =>
    permits.updateCustomerFor(db, auth.user, params.entity, params.uuid, body),
  );
  authedRoute(app, deletePermitCustomer, auth, ({ auth, params }) =>
    permits.deleteCustomerFor(db, auth.user, params.entity, params.uuid),
  );
  authedRoute(app, createCustomerVehicle, auth, ({ auth, params, body }) =>
    permits.createVehicleFor(db, auth.user, params.entity, params.uuid, body),
  );
  authedRoute(app, updateCustomerVehicle, auth, ({ auth, params, body }) =>
    permits.updateVehicleFor(db, auth.user, params.entity, params.uuid, body),
  );

  authedRoute(app, listBusinessAccounts, auth, ({ auth, params }) =>
    permits.listBusinessFor(db, auth.user, params.entity),
  );
  authedRoute(app, getBusinessAccount, auth, ({ auth, params }) =>
    permits.getBusinessFor(db, auth.user, params.entity, params.uuid),
  );
  authedRoute(app, updateBusinessAdmin, auth, ({ auth, params, body }) =>
    permits.updateBusinessAdminFor(db, auth.user, params.entity, params.uuid, body),
  );
  authedRoute(app, getBusinessProducts, auth, ({ auth, params }) =>
    permits.businessProductsFor(db, auth.user, params.entity, params.uuid),
  );
  authedRoute(app, listBusinessIssued, auth, ({ auth, params }) =>
    permits.businessIssuedFor(db, auth.user, params.entity, params.uuid),
  );
  authedRoute(app, assignBusinessPermit, auth, ({ auth, params, body }) =>
    permits.assignBusinessFor(db, auth.user, params.entity, params.uuid, body.permitProductUUID),
  );
  authedRoute(app, removeBusinessPermit, auth, ({ auth, params, body }) =>
    permits.removeBusinessFor(db, auth.user, params.entity, params.uuid, body.permitProductUUID),
  );

  publicRoute(app, getPublicPortal, ({ params, c }) =>
    permits.publicPortalOf(db, params.subdomain, clientAddressOf(c.req.raw)),
  );
  publicRoute(app, getPublicPermitProduct, ({ params, c }) =>
    permits.publicProductOf(db, params.subdomain, params.uuid, clientAddressOf(c.req.raw)),
  );
  publicRoute(app, requestPermitCode, ({ params, body, c }) =>
    permits.requestCodeFor(
      db,
      params.subdomain,
      params.uuid,
      body.email,
      clientAddressOf(c.req.raw),
    ),
  );
  publicRawRoute(app, getPortalLogo, async ({ params, c }) => {
    await limitAttempt(db, LIMITS.portalRead, { address: clientAddressOf(c.req.raw) });
    return portalLogoResponse(db, storage, params.subdomain);
  });
  publicRoute(
    app,
    uploadPermitRegImage,
    ({ params, files, c }) =>
      permits.uploadRegImageOf(
        db,
        storage,
        params.subdomain,
        params.uuid,
        files.image,
        clientAddressOf(c.req.raw),
      ),
    {
      body: 'form',
      // The multipart envelope around one image of at most REG_IMAGE_MAX_BYTES.
      maxBytes: {
        bytes: REG_IMAGE_MAX_BYTES + 64 * 1024,
        message: 'Please select a valid image file.',
      },
    },
  );
  publicRoute(app, checkoutPermit, ({ params, body, c }) =>
    permits.checkoutFor(db, params.subdomain, params.uuid, body, clientAddressOf(c.req.raw)),
  );
}
