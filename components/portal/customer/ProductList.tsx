import type { CustomerProduct } from '@/lib/contract/portal/bff';
import { formatMoney } from '@/lib/format';
import { permitPortalPath } from '@/lib/rules/permits/permit-rules';
import { periodText, permitPrice } from './PermitSummary';

/** The public permit types of a public portal, each a link to its page. */
export function ProductList({
  products,
  basePath,
}: {
  products: CustomerProduct[];
  basePath: string;
}) {
  return (
    <ul className="space-y-3">
      {products.map((p) => {
        const { total } = permitPrice(p);
        const href = `${basePath}${permitPortalPath(p.uuid, p.isEmailVerify)}`;
        return (
          <li key={p.uuid}>
            <a
              href={href}
              className="block rounded-lg bg-white p-4 shadow-card ring-1 ring-gray-200 hover:ring-gray-400 focus-visible:outline-2 focus-visible:outline-gray-900"
            >
              <span className="flex items-baseline justify-between gap-3">
                <span className="text-base font-semibold text-gray-900">{p.name}</span>
                <span className="shrink-0 text-base font-semibold text-gray-900">
                  {formatMoney(total, { currency: p.currency, zeroAsFree: true })}
                </span>
              </span>
              {p.description ? (
                <span className="mt-1 block text-sm text-gray-700">{p.description}</span>
              ) : null}
              <span className="mt-1 block text-sm text-gray-700">{periodText(p)}</span>
            </a>
          </li>
        );
      })}
    </ul>
  );
}
