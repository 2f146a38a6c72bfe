'use server';
import 'server-only';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import {
  APPEAL_IMAGE_FIELDS,
  APPEAL_IMAGE_MAX_BYTES,
  APPEAL_IMAGES_MAX,
  noticeAppealBody,
  noticeLookupBody,
  noticePayBody,
  portalSubdomain,
} from '@/lib/contract';
import { citationsMessages as cm } from '@/lib/messages/citations';
import type { NoticeFormState } from '@/components/citations/portal/form-state';
import { firstIssue } from '@/server/bff/context';
import { ProviderError } from '@/server/provider-client';
import { busyPath } from '../busy';
import { portalRequest } from '../page-context';
import { sealNoticeKey, sealReceipt } from './notice-token';
import { lookupNotice, payNotice, portalCaller, portalFailure, sendAppeal } from './violation-data';

/**
 * The violation portal's forms as server actions (plain <form>s that work before any script
 * loads): the look-up, the payment and the appeal. Each calls the provider's public calls.
 */
const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};
const where = z.object({ subdomain: portalSubdomain, uuid: z.uuid() });

async function failureText(error: unknown): Promise<string> {
  const failure = await portalFailure(error);
  return failure.status === 404 ? cm.noticeNotFound : failure.message;
}

/** Too many look-ups: the busy page (a real 429 with the provider's Retry-After), else the text. */
async function lookupFailureText(error: unknown, basePath: string): Promise<string> {
  if (error instanceof ProviderError && error.status === 429) {
    redirect(busyPath(basePath, `${basePath}/citations`, 'lookup', error.retryAfter));
  }
  return failureText(error);
}

export async function lookupNoticeAction(
  _prev: NoticeFormState,
  form: FormData,
): Promise<NoticeFormState> {
  const values = { citationNumber: text(form, 'citationNumber'), plate: text(form, 'plate') };
  const sub = portalSubdomain.safeParse(text(form, 'subdomain'));
  if (!sub.success) return { error: cm.noticeNotFound, values };
  const body = noticeLookupBody.safeParse(values);
  if (!body.success) return { error: firstIssue(body.error), values };
  const { clientIp, basePath } = await portalRequest(sub.data);
  let uuid: string;
  try {
    uuid = (await lookupNotice(portalCaller(clientIp), sub.data, body.data)).uuid;
  } catch (error) {
    return { error: await lookupFailureText(error, basePath), values };
  }
  const key = await sealNoticeKey({ subdomain: sub.data, uuid, plate: body.data.plate });
  redirect(`${basePath}/citations/${uuid}?k=${encodeURIComponent(key)}`);
}

export async function payNoticeAction(
  _prev: NoticeFormState,
  form: FormData,
): Promise<NoticeFormState> {
  const values = { plate: text(form, 'plate'), email: text(form, 'email') };
  const target = where.safeParse({ subdomain: text(form, 'subdomain'), uuid: text(form, 'uuid') });
  if (!target.success) return { error: cm.noticeNotFound, values };
  const body = noticePayBody.safeParse({ ...values, idempotencyKey: text(form, 'idempotencyKey') });
  if (!body.success) return { error: firstIssue(body.error), values };
  const { subdomain, uuid } = target.data;
  const { clientIp, basePath } = await portalRequest(subdomain);
  let token: string;
  try {
    const paid = await payNotice(portalCaller(clientIp), subdomain, uuid, body.data);
    token = await sealReceipt({
      subdomain,
      uuid,
      citationNumber: paid.notice.citationNumber,
      plate: paid.notice.plate,
      citationName: paid.notice.citationName,
      subtotal: paid.payment.subtotal,
      convenienceFee: paid.payment.convenienceFee,
      total: paid.payment.total,
      currency: paid.payment.currency,
      email: body.data.email,
      paidAt: paid.payment.createdAt,
      paymentId: paid.payment.uuid,
    });
  } catch (error) {
    return { error: await failureText(error), values };
  }
  redirect(`${basePath}/citations/${uuid}/receipt?r=${encodeURIComponent(token)}`);
}

const APPEAL_FIELDS = ['plate', 'name', 'email', 'phoneNumber', 'address', 'reason'] as const;

export async function appealNoticeAction(
  _prev: NoticeFormState,
  form: FormData,
): Promise<NoticeFormState> {
  const values = Object.fromEntries(APPEAL_FIELDS.map((n) => [n, text(form, n)]));
  const fail = (error: string): NoticeFormState => ({ error, values });
  const target = where.safeParse({ subdomain: text(form, 'subdomain'), uuid: text(form, 'uuid') });
  if (!target.success) return fail(cm.noticeNotFound);
  const body = noticeAppealBody.safeParse(values);
  if (!body.success) return fail(firstIssue(body.error));
  const images = form.getAll('images').filter((f): f is File => f instanceof File && f.size > 0);
  if (images.length > APPEAL_IMAGES_MAX) {
    return fail(`Please choose at most ${APPEAL_IMAGES_MAX} images.`);
  }
  if (images.some((f) => f.size > APPEAL_IMAGE_MAX_BYTES || !f.type.startsWith('image/'))) {
    return fail(`${cm.invalidImage} Each image may be at most 3 MB.`);
  }
  const { subdomain, uuid } = target.data;
  const { clientIp, basePath } = await portalRequest(subdomain);
  const out = new FormData();
  for (const [name, value] of Object.entries(body.data)) {
    if (value !== null) out.set(name, value);
  }
  images.forEach((image, i) => out.set(APPEAL_IMAGE_FIELDS[i], image, image.name || 'evidence'));
  try {
    await sendAppeal(clientIp, subdomain, uuid, out);
  } catch (error) {
    return fail(await failureText(error));
  }
  const key = await sealNoticeKey({ subdomain, uuid, plate: body.data.plate });
  redirect(`${basePath}/citations/${uuid}?k=${encodeURIComponent(key)}&appealed=1`);
}
