import { randomUUID } from 'node:crypto';
import type { Metadata } from 'next';
import { AddTimeForm } from '@/components/meters/portal/AddTimeForm';
import { ReceiptDetails, receiptValid } from '@/components/meters/portal/ReceiptDetails';
import { WhileValid } from '@/components/meters/portal/ReceiptStatus';
import { FormError } from '@/components/portal/customer/FormError';
import { portalTheme } from '@/components/portal/customer/theme';
import { readReceipt } from '@/server/portal/meter';
import { addTimeAction } from '@/server/portal/meter-actions';
import { errorText } from '@/server/portal/meter-form';
import { readPortal } from '@/server/portal/page-data';

export const metadata: Metadata = {
  title: { absolute: 'Parking receipt' },
  referrer: 'same-origin',
};

type Props = {
  params: Promise<{ subdomain: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

/**
 * A session's receipt (spec 3 §2: /session/receipt/?id={uuid} on the portal host): zone, plate,
 * start, end, amount, fees, the status and a countdown while valid (the page's only script:
 * Expired at the end), and adding time until then.
 */
export default async function ReceiptPage({ params, searchParams }: Props) {
  const { subdomain: rawSubdomain } = await params;
  const query = await searchParams;
  const { data: receipt, subdomain, basePath } = await readReceipt(rawSubdomain, first(query.id));
  const portal = await readPortal(rawSubdomain);
  const theme = portalTheme(
    portal.ok ? portal.data.brand : { brandColor: 'ffffff', accentColor: 'ffffff' },
  );
  const now = new Date();
  const valid = receiptValid(receipt, now);
  const error = errorText(query.error);
  return (
    <>
      {first(query.added) === '1' && !error ? (
        <p
          role="status"
          className="rounded-md bg-green-100 px-3 py-2 text-sm font-medium text-green-900"
        >
          Time added. Your session now ends at the time below.
        </p>
      ) : null}
      <ReceiptDetails receipt={receipt} now={now} />
      {receipt.emailed ? (
        <p className="text-center text-sm text-gray-700">
          A copy of this receipt was e-mailed to you.
        </p>
      ) : null}
      {valid && receipt.addChoices.length > 0 ? (
        <WhileValid end={receipt.endTime}>
          <AddTimeForm
            receipt={receipt}
            subdomain={subdomain}
            idempotencyKey={randomUUID()}
            theme={theme}
            action={addTimeAction}
            error={error}
          />
        </WhileValid>
      ) : (
        <FormError message={error} />
      )}
      <p className="text-center text-sm">
        <a
          href={`${basePath}/meter/${encodeURIComponent(receipt.zoneId)}`}
          className="inline-block py-2 text-gray-900 underline"
        >
          Start a new session in zone {receipt.zoneId}
        </a>
      </p>
    </>
  );
}
