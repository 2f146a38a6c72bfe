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
import { publicRawRoute, publicRoute } from '../http/route';
import { LIMITS, limitAttempt } from '../services/access';
import type { FileStorage } from '../services/files';
import { portalLogoResponse } from '../services/portal';
import * as permits from '../services/permits';
import { orgRoutes } from './org-routes';

/** Permit types, issued permits, approvals, holders, business accounts and the public portal. */
export function mountPermitRoutes(
  app: Hono<ProviderEnv>,
  db: Db,
  storage: FileStorage,
  auth: MiddlewareHandler<ProviderEnv>,
) {
  mountPermitTypeRoutes(app, storage, auth);
  mountPermitHolderRoutes(app, auth);
  mountPermitPortalRoutes(app, db, storage);
}

/** Staff: permit types, issued permits and their approvals, the manual issue. */
function mountPermitTypeRoutes(
  app: Hono<ProviderEnv>,
  storage: FileStorage,
  auth: MiddlewareHandler<ProviderEnv>,
) {
  const staff = orgRoutes(app, auth, STAFF);
  staff.json(listPermitProducts, ({ ctx }) => permits.listProductsFor(ctx));
  staff.json(getPermitGraph, ({ ctx }) => permits.productGraphFor(ctx));
  staff.json(getPermitProduct, ({ ctx, params }) => permits.getProductFor(ctx, params.uuid));
  staff.json(createPermitProduct, ({ ctx, body }) => permits.createProductFor(ctx, body));
  staff.json(updatePermitProduct, ({ ctx, params, body }) =>
    permits.updateProductFor(ctx, params.uuid, body),
  );
  staff.json(archivePermitProduct, ({ ctx, params }) =>
    permits.archiveProductFor(ctx, params.uuid),
  );

  staff.json(listIssuedPermits, ({ ctx, query }) => permits.listIssuedFor(ctx, query));
  staff.json(listProductIssued, ({ ctx, params, query }) =>
    permits.listProductIssuedFor(ctx, params.uuid, query.search),
  );
  staff.json(getApprovalCount, ({ ctx }) => permits.approvalCountFor(ctx));
  staff.json(listApprovals, ({ ctx, query }) => permits.listApprovalsFor(ctx, query.page ?? 1));
  staff.json(listProductApprovals, ({ ctx, params, query }) =>
    permits.listApprovalsFor(ctx, query.page ?? 1, params.uuid),
  );
  staff.json(getIssuedPermit, ({ ctx, params }) => permits.getIssuedFor(ctx, params.uuid));
  staff.raw(getPermitImage, ({ ctx, params }) =>
    permits.permitImageResponse(ctx, storage, params.uuid, params.file),
  );
  staff.json(setPermitStatus, ({ ctx, params, body }) =>
    permits.setStatusFor(ctx, params.uuid, body),
  );
  staff.json(setPermitDates, ({ ctx, params, body }) =>
    permits.setDatesFor(ctx, params.uuid, body),
  );
  staff.json(setPermitVehicle, ({ ctx, params, body }) =>
    permits.setVehicleFor(ctx, params.uuid, body.vehicleUUID),
  );
  staff.json(manualIssuePermit, ({ ctx, body }) => permits.manualIssueFor(ctx, body));
}

/** Staff: permit holders (customers) and their vehicles, business accounts. */
function mountPermitHolderRoutes(app: Hono<ProviderEnv>, auth: MiddlewareHandler<ProviderEnv>) {
  const staff = orgRoutes(app, auth, STAFF);
  staff.json(listPermitCustomers, ({ ctx, query }) => permits.listCustomersFor(ctx, query.search));
  staff.json(getPermitCustomer, ({ ctx, params }) => permits.getCustomerFor(ctx, params.uuid));
  staff.json(listCustomerPermits, ({ ctx, params }) =>
    permits.customerPermitsFor(ctx, params.uuid),
  );
  staff.json(listCustomerVehicles, ({ ctx, params }) =>
    permits.customerVehiclesFor(ctx, params.uuid),
  );
  staff.json(createPermitCustomer, ({ ctx, body }) => permits.createCustomerFor(ctx, body));
  staff.json(updatePermitCustomer, ({ ctx, params, body }) =>
    permits.updateCustomerFor(ctx, params.uuid, body),
  );
  staff.json(deletePermitCustomer, ({ ctx, params }) =>
    permits.deleteCustomerFor(ctx, params.uuid),
  );
  staff.json(createCustomerVehicle, ({ ctx, params, body }) =>
    permits.createVehicleFor(ctx, params.uuid, body),
  );
  staff.json(updateCustomerVehicle, ({ ctx, params, body }) =>
    permits.updateVehicleFor(ctx, params.uuid, body),
  );

  staff.json(listBusinessAccounts, ({ ctx }) => permits.listBusinessFor(ctx));
  staff.json(getBusinessAccount, ({ ctx, params }) => permits.getBusinessFor(ctx, params.uuid));
  staff.json(updateBusinessAdmin, ({ ctx, params, body }) =>
    permits.updateBusinessAdminFor(ctx, params.uuid, body),
  );
  staff.json(getBusinessProducts, ({ ctx, params }) =>
    permits.businessProductsFor(ctx, params.uuid),
  );
  staff.json(listBusinessIssued, ({ ctx, params }) => permits.businessIssuedFor(ctx, params.uuid));
  staff.json(assignBusinessPermit, ({ ctx, params, body }) =>
    permits.assignBusinessFor(ctx, params.uuid, body.permitProductUUID),
  );
  staff.json(removeBusinessPermit, ({ ctx, params, body }) =>
    permits.removeBusinessFor(ctx, params.uuid, body.permitProductUUID),
  );
}

/** The public permit portal: its types, codes, logo, registration images and the checkout. */
function mountPermitPortalRoutes(app: Hono<ProviderEnv>, db: Db, storage: FileStorage) {
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
