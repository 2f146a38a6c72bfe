import 'server-only';
import { randomUUID } from 'node:crypto';
import { redirect } from 'next/navigation';
import { portalNotFound } from './not-found';
import { codeBody } from '@/lib/contract';
import { CodeRequestForm } from '@/components/portal/customer/CodeRequestForm';
import { PermitCheckout } from '@/components/portal/customer/PermitCheckout';
import { PermitSummary } from '@/components/portal/customer/PermitSummary';
import { PortalNotice } from '@/components/portal/customer/PortalNotice';
import { portalTheme } from '@/components/portal/customer/theme';
import { checkoutAction, requestCodeAction } from './actions';
import { readPortal, readProduct } from './page-data';
import { isoToZonedLocal } from '@/lib/rules/zoned-time';
import { TIME_SELECTION } from '@/lib/rules/permits/permit-rules';

/**
 * The two entry pages of a permit type (spec 2 §2): /permit/{id}/verify (e-mail code first) and
 * /permit/{id}/guestcheckout. Each sends the customer to the other when the type says so.
 */
export async function CheckoutPage({
  subdomain: rawSubdomain,
  id,
  flow,
  email: rawEmail,
}: {
  subdomain: string;
  id: string;
  flow: 'verify' | 'guest';
  email?: string;
}) {
  const read = await readProduct(rawSubdomain, id);
  if (!read.ok) return <PortalNotice title="Please wait a moment">{read.message}</PortalNotice>;
  const portal = await readPortal(rawSubdomain);
  if (!portal.ok) return <PortalNotice title="Please wait a moment">{portal.message}</PortalNotice>;
  const product = read.data;
  const { basePath, subdomain } = read;
  if (flow === 'guest' && product.isEmailVerify) redirect(`${basePath}/permit/${id}/verify`);
  if (flow === 'verify' && !product.isEmailVerify) {
    redirect(`${basePath}/permit/${id}/guestcheckout`);
  }
  const theme = portalTheme(portal.data.brand);
  const uuid = product.uuid;
  if (flow === 'verify' && !rawEmail) {
    return (
      <>
        <PermitSummary product={product} />
        <section
          aria-label="Verify your e-mail"
          className="rounded-lg bg-white p-4 shadow-card ring-1 ring-gray-200"
        >
          <CodeRequestForm
            subdomain={subdomain}
            uuid={uuid}
            theme={theme}
            action={requestCodeAction}
          />
        </section>
      </>
    );
  }
  let email: string | undefined;
  if (flow === 'verify') {
    const parsed = codeBody.safeParse({ email: rawEmail });
    if (!parsed.success) return portalNotFound();
    email = parsed.data.email;
  }
  const zone = product.timeZone || 'UTC';
  return (
    <>
      <PermitCheckout
        product={product}
        form={{
          subdomain,
          uuid,
          idempotencyKey: randomUUID(),
          email,
          manualTimes:
            product.timeSelectionType === TIME_SELECTION.manual
              ? { defaultStart: isoToZonedLocal(new Date(), zone), zoneLabel: zone }
              : undefined,
          regImages: product.isRegImgRequired,
          theme,
          action: checkoutAction,
        }}
      />
      {email ? (
        <p className="text-center text-sm">
          <a href={`${basePath}/permit/${uuid}/verify`} className="text-gray-900 underline">
            Use another e-mail or send a new code
          </a>
        </p>
      ) : null}
    </>
  );
}
