import { eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { LOGO_VERSION_HEADER, type BrandDetails, type brandBody } from '../../../lib/contract';
import {
  organisations,
  portalBrands,
  storedFiles,
  type OrganisationRow,
  type PortalBrandRow,
} from '../../db/schema';
import type { Db, DbOrTx } from '../../db/types';
import { ApiError, fail } from '../../../platform/errors';
import { recordAudit } from '../access';
import { messages } from '../../../lib/messages';
import { appUrl } from '../mail';
import { discardFiles, invalidImage, reencodeImage, storeFile, type FileStorage } from '../files';
import type { OrgContext } from '../access';

/** Portal brand details, payouts status and the portal host: shared by permits, violations, meters. */

export const logoUrlOf = (subdomain: string | null, brand: PortalBrandRow | undefined) =>
  subdomain && brand?.logoFileUuid
    ? `/api/v1/public/portal/${subdomain}/logo?v=${brand.logoVersion}`
    : null;

export function brandView(org: OrganisationRow, brand: PortalBrandRow | undefined): BrandDetails {
  return {
    subdomain: org.portalSubdomain,
    brandTitle: brand?.brandTitle ?? null,
    brandColor: brand?.brandColor ?? 'ffffff',
    accentColor: brand?.accentColor ?? 'ffffff',
    logoUrl: logoUrlOf(org.portalSubdomain, brand),
    logoVersion: brand?.logoVersion ?? 0,
    isPrivate: brand?.isPrivate ?? true,
    portalActive: org.portalSubdomain !== null,
  };
}

export async function brandOf(db: DbOrTx, entityUuid: string): Promise<PortalBrandRow | undefined> {
  const [row] = await db.select().from(portalBrands).where(eq(portalBrands.entityUuid, entityUuid));
  return row;
}

/** The organisation whose portal has this subdomain, with its brand; 404 otherwise. */
export async function portalBySubdomain(db: DbOrTx, subdomain: string) {
  const [org] = await db
    .select()
    .from(organisations)
    .where(eq(organisations.portalSubdomain, subdomain.toLowerCase()));
  if (!org) throw fail.notFound('No such portal.');
  return { org, brand: await brandOf(db, org.uuid) };
}

export async function getBrandFor(ctx: OrgContext) {
  const { db, org } = ctx;
  const entityUuid = ctx.org.uuid;
  return brandView(org, await brandOf(db, entityUuid));
}

export async function putBrandFor(
  ctx: OrgContext,
  body: z.output<typeof brandBody>,
): Promise<BrandDetails> {
  const { db, org } = ctx;
  const entityUuid = ctx.org.uuid;
  const user = ctx.actor.user;
  const brand = await db.transaction(async (tx) => {
    const values = { ...body, updatedAt: new Date() };
    const [row] = await tx
      .insert(portalBrands)
      .values({ entityUuid, ...values })
      .onConflictDoUpdate({ target: portalBrands.entityUuid, set: values })
      .returning();
    await recordAudit(tx, {
      entityUuid,
      actor: user,
      action: 'portal.brand_updated',
      detail: { ...body },
    });
    return row;
  });
  return brandView(org, brand);
}

export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const INVALID_IMAGE = messages.invalidImage;
/** The logo is shown at most this wide (spec 2 §5: the dashboard resizes it too, not trusted). */
export const LOGO_MAX_WIDTH = 500;

/**
 * Stores the uploaded logo in the file storage and makes it the brand logo: decoded and
 * re-encoded without metadata, at most LOGO_MAX_WIDTH wide (files/stored-image.ts); a new
 * upload raises the brand's logoVersion, which names the logo's address (`?v=`).
 */
export async function putBrandImageFor(
  ctx: OrgContext,
  storage: FileStorage,
  file: File | undefined,
): Promise<BrandDetails> {
  const { db, org } = ctx;
  const user = ctx.actor.user;
  const entityUuid = org.uuid;
  if (!file || file.size > LOGO_MAX_BYTES) throw invalidImage();
  const image = await reencodeImage(new Uint8Array(await file.arrayBuffer()), {
    maxWidth: LOGO_MAX_WIDTH,
  });
  let key: string | null = null;
  try {
    const brand = await db.transaction(async (tx) => {
      const stored = await storeFile(tx, storage, {
        entityUuid,
        bytes: image.bytes,
        contentType: image.contentType,
      });
      key = stored.path;
      const [row] = await tx
        .insert(portalBrands)
        .values({ entityUuid, logoFileUuid: stored.uuid, logoVersion: 1 })
        .onConflictDoUpdate({
          target: portalBrands.entityUuid,
          set: {
            logoFileUuid: stored.uuid,
            logoVersion: sql`${portalBrands.logoVersion} + 1`,
            updatedAt: new Date(),
          },
        })
        .returning();
      await recordAudit(tx, {
        entityUuid,
        actor: user,
        action: 'portal.logo_updated',
        detail: { file: stored.uuid, size: stored.size },
      });
      return row;
    });
    return brandView(org, brand);
  } catch (error) {
    if (key) await discardFiles(storage, [key]);
    throw error;
  }
}

/**
 * The portal's logo bytes (public), with its current version (the brand's logoVersion, chosen by
 * the server and raised by every upload) in LOGO_VERSION_HEADER. The provider answers no-store
 * like every answer; the BFF's logo route caches the address of the current version for good.
 */
export async function portalLogoResponse(
  db: Db,
  storage: FileStorage,
  subdomain: string,
): Promise<Response> {
  const { brand } = await portalBySubdomain(db, subdomain);
  const res = await logoResponse(db, storage, brand, 'no-store');
  res.headers.set(LOGO_VERSION_HEADER, String(brand?.logoVersion ?? 0));
  return res;
}

/** The organisation's logo for its staff (the branding page), with or without a subdomain. */
export async function brandImageResponse(ctx: OrgContext, storage: FileStorage): Promise<Response> {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  return logoResponse(db, storage, await brandOf(db, entityUuid), 'private, no-cache');
}

async function logoResponse(
  db: Db,
  storage: FileStorage,
  brand: PortalBrandRow | undefined,
  cacheControl: string,
): Promise<Response> {
  if (!brand?.logoFileUuid) throw fail.notFound('This portal has no logo.');
  const [file] = await db
    .select()
    .from(storedFiles)
    .where(eq(storedFiles.uuid, brand.logoFileUuid));
  const bytes = file ? await storage.get(file.path) : null;
  if (!file || !bytes) throw fail.notFound('This portal has no logo.');
  return new Response(bytes, {
    status: 200,
    headers: {
      'content-type': file.contentType,
      'cache-control': cacheControl,
      'x-content-type-options': 'nosniff',
    },
  });
}

export async function checkSubdomainFor(ctx: OrgContext, subdomain: string) {
  const { db } = ctx;
  const entityUuid = ctx.org.uuid;
  const [taken] = await db
    .select({ uuid: organisations.uuid })
    .from(organisations)
    .where(eq(organisations.portalSubdomain, subdomain));
  const available = !taken || taken.uuid === entityUuid;
  return { available, message: available ? null : 'This subdomain is already in use.' };
}

/** Payouts status for the permit, citation and meter screens (any member). */
export async function connectStatusFor(ctx: OrgContext) {
  const { org } = ctx;
  return {
    accountExists: org.isActivated,
    accountActive: org.isActivated && org.isPaymentsActive,
    portalActive: org.portalSubdomain !== null,
  };
}

export async function connectLoginFor(ctx: OrgContext) {
  const { org } = ctx;
  if (!org.isActivated) {
    throw new ApiError(409, 'NO_PAYOUTS_ACCOUNT', 'Create the payouts account first.');
  }
  return { url: `${appUrl()}/billing-and-payouts` };
}
