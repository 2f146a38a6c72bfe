import { randomUUID } from 'node:crypto';
import type { Metadata } from 'next';
import { MeterPayForm } from '@/components/meters/portal/MeterPayForm';
import { portalTheme } from '@/components/portal/customer/theme';
import { metersMessages } from '@/lib/messages/meters';
import { readMeter } from '@/server/portal/meter';
import { payMeterAction } from '@/server/portal/meter-actions';
import { errorText } from '@/server/portal/meter-form';
import { readPortal } from '@/server/portal/page-data';

type Props = {
  params: Promise<{ subdomain: string; zoneId: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const first = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { subdomain, zoneId } = await params;
  const { data } = await readMeter(subdomain, zoneId);
  // 'same-origin', not 'no-referrer': a form post without script then sends its Origin
  // (Next's server actions refuse `Origin: null`).
  return { title: { absolute: `Pay for parking · ${data.name}` }, referrer: 'same-origin' };
}

/**
 * The meter's new-session page (issue 14), keyed by zone id on the organisation's portal host:
 * the meter's name and rates in words, then plate, length (priced by the provider), e-mail and
 * Pay; when the meter is inactive now, a clear text and no form. No script of its own.
 */
export default async function MeterPage({ params, searchParams }: Props) {
  const { subdomain: rawSubdomain, zoneId } = await params;
  const query = await searchParams;
  const { data: meter, subdomain } = await readMeter(rawSubdomain, zoneId);
  const portal = await readPortal(rawSubdomain);
  const theme = portalTheme(
    portal.ok ? portal.data.brand : { brandColor: 'ffffff', accentColor: 'ffffff' },
  );
  const minutes = Number(first(query.minutes));
  return (
    <>
      <section aria-labelledby="meter-name" className="space-y-1">
        <p className="text-sm font-medium text-gray-700">Zone {meter.zoneId}</p>
        <h1 id="meter-name" className="text-2xl font-semibold text-gray-900">
          {meter.name}
        </h1>
        {meter.description ? <p className="text-sm text-gray-700">{meter.description}</p> : null}
      </section>
      <section
        aria-labelledby="meter-rates"
        className="rounded-lg bg-white p-4 shadow-card ring-1 ring-gray-200"
      >
        <h2 id="meter-rates" className="text-base font-semibold text-gray-900">
          Rates
        </h2>
        {meter.rates.length ? (
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-gray-900">
            {meter.rates.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-sm text-gray-700">This meter has no rates.</p>
        )}
      </section>
      {meter.active ? (
        <MeterPayForm
          meter={meter}
          subdomain={subdomain}
          idempotencyKey={randomUUID()}
          theme={theme}
          action={payMeterAction}
          error={errorText(query.error)}
          plate={first(query.plate)?.slice(0, 16)}
          minutes={Number.isFinite(minutes) ? minutes : undefined}
        />
      ) : (
        <section
          aria-labelledby="meter-inactive"
          className="rounded-lg bg-white p-4 shadow-card ring-1 ring-gray-200"
        >
          <h2 id="meter-inactive" className="text-base font-semibold text-gray-900">
            Not active now
          </h2>
          <p className="mt-1 text-sm text-gray-900">{metersMessages.meterInactiveNow}</p>
        </section>
      )}
    </>
  );
}
