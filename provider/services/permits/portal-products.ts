import type { z } from 'zod';
import type { publicPortal } from '../../../lib/contract';
import type { PermitProductRow } from '../../db/schema';
import type { Db, DbOrTx } from '../../db/types';
import { fail } from '../../../platform/errors';
import { LIMITS, limitAttempt } from '../access';
import { queueMail } from '../mail';
import { brandView, portalBySubdomain } from '../portal';
import { CODE_MINUTES, issueCode, limitCodeMails } from './portal-codes';
import { productOf, productsOf, productView } from './product-view';
import { uploadRegImageFor } from './portal-images';
import type { FileStorage } from '../files';

/**
 * The permit portal before checkout: its public permit types, one type, a registration image
 * upload and the e-mailed verification code (the checkout itself: portal-checkout.ts).
 */

function portalProductView(row: PermitProductRow) {
  const { permitCount: _a, totalCount: _b, approvalCount: _c, ...view } = productView(row);
  void _a;
  void _b;
  void _c;
  return view;
}

export async function productOfPortal(db: DbOrTx, subdomain: string, uuid: string) {
  const portal = await portalBySubdomain(db, subdomain);
  let product: PermitProductRow;
  try {
    product = await productOf(db, portal.org.uuid, uuid);
  } catch {
    throw fail.notFound('No such portal or permit type.');
  }
  if (product.isCustomerEntityOnly) throw fail.notFound('No such portal or permit type.');
  return { ...portal, product };
}

export async function publicPortalOf(
  db: Db,
  subdomain: string,
  address: string,
): Promise<z.input<typeof publicPortal>> {
  await limitAttempt(db, LIMITS.portalRead, { address });
  const { org, brand } = await portalBySubdomain(db, subdomain);
  const view = brandView(org, brand);
  const { isPrivate: _private, ...publicBrand } = view;
  void _private;
  const products = view.isPrivate
    ? []
    : (await productsOf(db, org.uuid))
        .filter((p) => !p.isPrivate && !p.isCustomerEntityOnly)
        .map(portalProductView);
  return { brand: publicBrand, products };
}

export async function publicProductOf(db: Db, subdomain: string, uuid: string, address: string) {
  await limitAttempt(db, LIMITS.portalRead, { address });
  return portalProductView((await productOfPortal(db, subdomain, uuid)).product);
}

/** One registration image for a later checkout of this type (see portal-images.ts). */
export async function uploadRegImageOf(
  db: Db,
  storage: FileStorage,
  subdomain: string,
  uuid: string,
  file: File | undefined,
  address: string,
): Promise<{ fileUUID: string }> {
  const { product } = await productOfPortal(db, subdomain, uuid);
  return uploadRegImageFor(db, storage, product, file, address);
}

/**
 * E-mails a verification code for this permit type through the outbox (see portal-codes.ts: one
 * live code per type and e-mail, mails capped per e-mail and per client address).
 */
export async function requestCodeFor(
  db: Db,
  subdomain: string,
  uuid: string,
  email: string,
  address: string,
): Promise<{ ok: true }> {
  await limitCodeMails(db, email, address);
  const { org, brand, product } = await productOfPortal(db, subdomain, uuid);
  await db.transaction(async (tx) => {
    const code = await issueCode(tx, { entityUuid: org.uuid, productUuid: product.uuid, email });
    await queueMail(tx, {
      entityUuid: org.uuid,
      to: email,
      subject: `Your verification code for ${brand?.brandTitle ?? org.name}`,
      text: `Your verification code for the permit "${product.name}" is ${code}. It is valid for ${CODE_MINUTES} minutes, for this permit only; a newer code replaces it.`,
      kind: 'permit_code',
      code,
    });
  });
  return { ok: true };
}
