'use server';
import 'server-only';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import {
  checkoutBody,
  codeBody,
  portalSubdomain,
  REG_IMAGE_MAX_BYTES,
  REG_IMAGE_REQUIRED,
  REG_IMAGES_MAX,
} from '@/lib/contract';
import { firstIssue } from '@/server/bff/context';
import {
  cachedCustomerProduct,
  checkoutCustomerPermit,
  portalCaller,
  portalFailure,
  requestCustomerCode,
  uploadCustomerRegImage,
} from './customer';
import { sealOutcome } from './outcome-token';
import { portalRequest } from './page-context';
import { zonedLocalToIso } from '@/lib/rules/zoned-time';
import type { CheckoutFormState, CodeFormState } from '@/components/portal/customer/form-state';
import { TIME_SELECTION } from '@/lib/rules/permits/permit-rules';

/**
 * The portal's two forms as server actions (plain <form>s that work before any script loads):
 * asking for the e-mail code and the checkout. Both call the same server code as the BFF routes.
 */

const target = z.object({ subdomain: portalSubdomain, uuid: z.uuid() });
const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

export async function requestCodeAction(
  _prev: CodeFormState,
  form: FormData,
): Promise<CodeFormState> {
  const email = text(form, 'email');
  const where = target.safeParse({ subdomain: text(form, 'subdomain'), uuid: text(form, 'uuid') });
  if (!where.success) return { error: 'This permit page is not valid.', email };
  const body = codeBody.safeParse({ email });
  if (!body.success) return { error: firstIssue(body.error), email };
  const { subdomain, uuid } = where.data;
  const { clientIp, basePath } = await portalRequest(subdomain);
  try {
    await requestCustomerCode(portalCaller(clientIp), subdomain, uuid, body.data.email);
  } catch (error) {
    return { error: (await portalFailure(error)).message, email };
  }
  redirect(`${basePath}/permit/${uuid}/verify?email=${encodeURIComponent(body.data.email)}`);
}

const FIELDS = ['fullname', 'email', 'plate', 'state', 'make', 'model', 'color', 'start', 'end'];

/** A manual-time type's start (required) and end (optional) as instants in the type's zone. */
function chosenTimes(
  timeSelectionType: number,
  values: Record<string, string>,
  zone: string,
): { startAt?: string; endAt?: string } | { error: string } {
  if (timeSelectionType !== TIME_SELECTION.manual) return {};
  const startAt = zonedLocalToIso(values.start, zone) ?? undefined;
  if (!startAt) return { error: 'Please choose a start time.' };
  if (!values.end) return { startAt };
  const endAt = zonedLocalToIso(values.end, zone) ?? undefined;
  if (!endAt) return { error: 'The end is not a valid time.' };
  return { startAt, endAt };
}

/** The form's registration images (1 to REG_IMAGES_MAX, each an image of at most 5 MB), uploaded. */
async function uploadRegImages(
  form: FormData,
  clientIp: string,
  subdomain: string,
  uuid: string,
): Promise<{ ids: string[] } | { error: string }> {
  const files = form.getAll('images').filter((f): f is File => f instanceof File && f.size > 0);
  if (files.length === 0) return { error: REG_IMAGE_REQUIRED };
  if (files.length > REG_IMAGES_MAX) {
    return { error: `Please choose at most ${REG_IMAGES_MAX} images.` };
  }
  if (files.some((f) => f.size > REG_IMAGE_MAX_BYTES || !f.type.startsWith('image/'))) {
    return { error: 'Please select a valid image file (at most 5 MB).' };
  }
  const ids: string[] = [];
  try {
    for (const file of files) {
      ids.push((await uploadCustomerRegImage(clientIp, subdomain, uuid, file)).fileUUID);
    }
  } catch (error) {
    return { error: (await portalFailure(error)).message };
  }
  return { ids };
}

export async function checkoutAction(
  _prev: CheckoutFormState,
  form: FormData,
): Promise<CheckoutFormState> {
  const values = Object.fromEntries(FIELDS.map((name) => [name, text(form, name)]));
  const fail = (error: string): CheckoutFormState => ({ error, values });
  const where = target.safeParse({ subdomain: text(form, 'subdomain'), uuid: text(form, 'uuid') });
  if (!where.success) return fail('This permit page is not valid.');
  const { subdomain, uuid } = where.data;
  const { clientIp, basePath } = await portalRequest(subdomain);
  let product;
  try {
    product = await cachedCustomerProduct(clientIp, subdomain, uuid);
  } catch (error) {
    return fail((await portalFailure(error)).message);
  }
  const zone = product.timeZone || 'UTC';
  const times = chosenTimes(product.timeSelectionType, values, zone);
  if ('error' in times) return fail(times.error);
  const { startAt, endAt } = times;
  const parsed = checkoutBody.safeParse({
    idempotencyKey: text(form, 'idempotencyKey'),
    code: product.isEmailVerify ? text(form, 'code') : undefined,
    email: values.email,
    fullname: values.fullname,
    vehicle: {
      plate: values.plate,
      state: values.state,
      make: values.make,
      model: values.model,
      color: values.color,
    },
    startAt,
    endAt,
  });
  if (!parsed.success) return fail(firstIssue(parsed.error));
  const body = parsed.data;
  if (product.isRegImgRequired) {
    const uploaded = await uploadRegImages(form, clientIp, subdomain, uuid);
    if ('error' in uploaded) return fail(uploaded.error);
    body.regImageIds.push(...uploaded.ids);
  }
  let result;
  try {
    result = await checkoutCustomerPermit(portalCaller(clientIp), subdomain, uuid, body);
  } catch (error) {
    return fail((await portalFailure(error)).message);
  }
  const token = await sealOutcome({
    subdomain,
    productUuid: uuid,
    productName: product.name,
    permitUUID: result.permitUUID,
    customerPermitId: result.customerPermitId,
    paidStatus: result.paidStatus,
    issuedOn: result.issuedOn,
    expiresAt: result.expiresAt,
    total: result.payment?.total ?? null,
    currency: product.currency,
    email: body.email,
    plate: body.vehicle.plate,
    timeZone: zone,
  });
  redirect(`${basePath}/permit/${uuid}/done?r=${encodeURIComponent(token)}`);
}
