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
import { STAFF } from '../services/access';
import type { ProviderEnv } from '../http/env';
import { orgRawRoute, orgRoute, publicRawRoute, publicRoute } from '../http/route';
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
  orgRoute(app, listPermitProducts, auth, STAFF, ({ ctx }) => permits.listProductsFor(ctx));
  orgRoute(app, getPermitGraph, auth, STAFF, ({ ctx }) => permits.productGraphFor(ctx));
  orgRoute(app, getPermitProduct, auth, STAFF, ({ ctx, params }) =>
    permits.getProductFor(ctx, params.uuid),
  );
  orgRoute(app, createPermitProduct, auth, STAFF, ({ ctx, body }) =>
    permits.createProductFor(ctx, body),
  );
  orgRoute(app, updatePermitProduct, auth, STAFF, ({ ctx, params, body }) =>
    permits.updateProductFor(ctx, params.uuid, body),
  );
  orgRoute(app, archivePermitProduct, auth, STAFF, ({ ctx, params }) =>
    permits.archiveProductFor(ctx, params.uuid),
  );

  orgRoute(app, listIssuedPermits, auth, STAFF, ({ ctx, query }) =>
    permits.listIssuedFor(ctx, query),
  );
  orgRoute(app, listProductIssued, auth, STAFF, ({ ctx, params, query }) =>
    permits.listProductIssuedFor(ctx, params.uuid, query.search),
  );
  orgRoute(app, getApprovalCount, auth, STAFF, ({ ctx }) => permits.approvalCountFor(ctx));
  orgRoute(app, listApprovals, auth, STAFF, ({ ctx, query }) =>
    permits.listApprovalsFor(ctx, query.page ?? 1),
  );
  orgRoute(app, listProductApprovals, auth, STAFF, ({ ctx, params, query }) =>
    permits.listApprovalsFor(ctx, query.page ?? 1, params.uuid),
  );
  orgRoute(app, getIssuedPermit, auth, STAFF, ({ ctx, params }) =>
    permits.getIssuedFor(ctx, params.uuid),
  );
  orgRawRoute(app, getPermitImage, auth, STAFF, ({ ctx, params }) =>
    permits.permitImageResponse(ctx, storage, params.uuid, params.file),
  );
  orgRoute(app, setPermitStatus, auth, STAFF, ({ ctx, params, body }) =>
    permits.setStatusFor(ctx, params.uuid, body),
  );
  orgRoute(app, setPermitDates, auth, STAFF, ({ ctx, params, body }) =>
    permits.setDatesFor(ctx, params.uuid, body),
  );
  orgRoute(app, setPermitVehicle, auth, STAFF, ({ ctx, params, body }) =>
    permits.setVehicleFor(ctx, params.uuid, body.vehicleUUID),
  );
  orgRoute(app, manualIssuePermit, auth, STAFF, ({ ctx, body }) =>
    permits.manualIssueFor(ctx, body),
  );

  orgRoute(app, listPermitCustomers, auth, STAFF, ({ ctx, query }) =>
    permits.listCustomersFor(ctx, query.search),
  );
  orgRoute(app, getPermitCustomer, auth, STAFF, ({ ctx, params }) =>
    permits.getCustomerFor(ctx, params.uuid),
  );
  orgRoute(app, listCustomerPermits, auth, STAFF, ({ ctx, params }) =>
    permits.customerPermitsFor(ctx, params.uuid),
  );
  orgRoute(app, listCustomerVehicles, auth, STAFF, ({ ctx, params }) =>
    permits.customerVehiclesFor(ctx, params.uuid),
  );
  orgRoute(app, createPermitCustomer, auth, STAFF, ({ ctx, body }) =>
    permits.createCustomerFor(ctx, body),
  );
  orgRoute(app, updatePermitCustomer, auth, STAFF, ({ ctx, params, body }) =>
    permits.updateCustomerFor(ctx, params.uuid, body),
  );
  orgRoute(app, deletePermitCustomer, auth, STAFF, ({ ctx, params }) =>
    permits.deleteCustomerFor(ctx, params.uuid),
  );
  orgRoute(app, createCustomerVehicle, auth, STAFF, ({ ctx, params, body }) =>
    permits.createVehicleFor(ctx, params.uuid, body),
  );
  orgRoute(app, updateCustomerVehicle, auth, STAFF, ({ ctx, params, body }) =>
    permits.updateVehicleFor(ctx, params.uuid, body),
  );

  orgRoute(app, listBusinessAccounts, auth, STAFF, ({ ctx }) => permits.listBusinessFor(ctx));
  orgRoute(app, getBusinessAccount, auth, STAFF, ({ ctx, params }) =>
    permits.getBusinessFor(ctx, params.uuid),
  );
  orgRoute(app, updateBusinessAdmin, auth, STAFF, ({ ctx, params, body }) =>
    permits.updateBusinessAdminFor(ctx, params.uuid, body),
  );
  orgRoute(app, getBusinessProducts, auth, STAFF, ({ ctx, params }) =>
    permits.businessProductsFor(ctx, params.uuid),
  );
  orgRoute(app, listBusinessIssued, auth, STAFF, ({ ctx, params }) =>
    permits.businessIssuedFor(ctx, params.uuid),
  );
  orgRoute(app, assignBusinessPermit, auth, STAFF, ({ ctx, params, body }) =>
    permits.assignBusinessFor(ctx, params.uuid, body.permitProductUUID),
  );
  orgRoute(app, removeBusinessPermit, auth, STAFF, ({ ctx, params, body }) =>
    permits.removeBusinessFor(ctx, params.uuid, body.permitProductUUID),
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
