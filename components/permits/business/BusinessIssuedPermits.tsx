import type { BusinessDetailResponse } from '@/lib/contract/permits/bff';
import type { Currency } from '@/lib/format';
import { IssuedPermitsTable } from '../holders/IssuedPermitsTable';

/** The permits a business account issued, each priced in its permit type's currency. */
export function BusinessIssuedPermits({ data }: { data: BusinessDetailResponse | undefined }) {
  const currencies = new Map<string, Currency>(
    data
      ? [...data.products.assigned, ...data.products.available].map((p) => [p.uuid, p.currency])
      : [],
  );
  return (
    <section aria-labelledby="business-permits-heading">
      <h2 id="business-permits-heading" className="mb-2 text-base font-semibold text-gray-900">
        Issued permits
      </h2>
      <IssuedPermitsTable
        permits={data?.permits ?? []}
        caption="Permits issued by this business account"
        withHolder
        currencyOf={(p) => currencies.get(p.productUUID)}
      />
    </section>
  );
}
