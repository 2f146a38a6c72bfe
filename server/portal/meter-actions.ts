'use server';
import 'server-only';
import { redirect } from 'next/navigation';
import { z } from 'zod';
import { meterPayBody, meterTimeAddBody, meterZoneId, portalSubdomain } from '@/lib/contract';
import { portalFailure } from './customer';
import { addTime, busyPath, payMeter } from './meter';
import { fieldErrorKey, refusalKey } from './meter-form';
import { portalRequest } from './page-context';

/**
 * The meter page's two forms as server actions: plain <form>s that post before any script has
 * loaded (a slow network in a car park) and answer with a 303 to the receipt, or back to the
 * form with the refusal's key. Prices come from the provider; the form sends a length only.
 */

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

const payTarget = z.object({ subdomain: portalSubdomain, zoneId: meterZoneId });
const addTarget = z.object({ subdomain: portalSubdomain, uuid: z.uuid() });

export async function payMeterAction(form: FormData): Promise<void> {
  const where = payTarget.safeParse({
    subdomain: text(form, 'subdomain'),
    zoneId: text(form, 'zoneId'),
  });
  if (!where.success) redirect('/');
  const { subdomain, zoneId } = where.data;
  const { clientIp, basePath } = await portalRequest(subdomain);
  const page = `${basePath}/meter/${encodeURIComponent(zoneId)}`;
  const back = (key: string) => {
    const q = new URLSearchParams({ error: key, plate: text(form, 'plate').slice(0, 16) });
    if (text(form, 'minutes')) q.set('minutes', text(form, 'minutes').slice(0, 5));
    return `${page}?${q}`;
  };
  const body = meterPayBody.safeParse({
    idempotencyKey: text(form, 'idempotencyKey'),
    plate: text(form, 'plate'),
    minutes: text(form, 'minutes'),
    email: text(form, 'email'),
  });
  if (!body.success) redirect(back(fieldErrorKey(body.error)));
  let uuid: string;
  try {
    uuid = (await payMeter(clientIp, subdomain, zoneId, body.data)).uuid;
  } catch (error) {
    const failure = await portalFailure(error);
    if (failure.status === 429) redirect(busyPath(basePath, page));
    if (failure.status === 404) redirect(page);
    redirect(back(refusalKey(failure.code)));
  }
  redirect(`${basePath}/session/receipt?id=${uuid}`);
}

export async function addTimeAction(form: FormData): Promise<void> {
  const where = addTarget.safeParse({
    subdomain: text(form, 'subdomain'),
    uuid: text(form, 'uuid'),
  });
  if (!where.success) redirect('/');
  const { subdomain, uuid } = where.data;
  const { clientIp, basePath } = await portalRequest(subdomain);
  const page = `${basePath}/session/receipt?id=${uuid}`;
  const body = meterTimeAddBody.safeParse({
    idempotencyKey: text(form, 'idempotencyKey'),
    minutes: text(form, 'minutes'),
  });
  if (!body.success) redirect(`${page}&error=${fieldErrorKey(body.error)}`);
  try {
    await addTime(clientIp, subdomain, uuid, body.data);
  } catch (error) {
    const failure = await portalFailure(error);
    if (failure.status === 429) redirect(busyPath(basePath, page));
    redirect(`${page}&error=${refusalKey(failure.code)}`);
  }
  redirect(`${page}&added=1`);
}
