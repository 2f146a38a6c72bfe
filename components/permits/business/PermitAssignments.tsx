'use client';

import { useState } from 'react';
import { Alert } from '@/components/ui/Alert';
import { XIcon } from '@/components/ui/icons';
import { cn, focusRing } from '@/components/ui/cn';
import type { PermitProduct } from '@/lib/contract/permits';
import { permitsBffRoutes } from '@/lib/contract/permits/bff-routes';
import type { BusinessProductsResponse } from '@/lib/contract/permits/bff';
import { callEndpoint, failureMessage } from '@/lib/fetcher';
import { SelectField } from '../holders/SelectField';

export interface PermitAssignmentsProps {
  accountId: string;
  products: BusinessProductsResponse;
  /** After a change: the account's assignments as the provider now has them. */
  onChanged: (products: BusinessProductsResponse, message: string) => void;
}

/**
 * 'Select a permit' (spec 2 §2): assigns a permit type to the business account; assigned types
 * are chips, removable except the default ones (flagged for all customer entities).
 */
export function PermitAssignments({ accountId, products, onChanged }: PermitAssignmentsProps) {
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function change(product: PermitProduct, assign: boolean) {
    setBusy(product.uuid);
    setError(null);
    try {
      const next = assign
        ? await callEndpoint(permitsBffRoutes.assignBusinessPermit, {
            params: { id: accountId },
            body: { permitProductUUID: product.uuid },
          })
        : await callEndpoint(permitsBffRoutes.removeBusinessPermit, {
            params: { id: accountId, productId: product.uuid },
          });
      onChanged(next, assign ? `${product.name} assigned.` : `${product.name} removed.`);
    } catch (cause) {
      setError(failureMessage(cause));
    } finally {
      setBusy(null);
    }
  }

  return (
    <div className="space-y-3">
      {error ? <Alert tone="error">{error}</Alert> : null}
      <div className="max-w-sm">
        <SelectField
          label="Select a permit"
          name="assign-permit"
          value=""
          onChange={(uuid) => {
            const product = products.available.find((p) => p.uuid === uuid);
            if (product) void change(product, true);
          }}
          options={products.available.map((p) => ({ value: p.uuid, label: p.name }))}
          placeholder={
            products.available.length === 0 ? 'Every permit type is assigned' : 'Select a permit'
          }
        />
      </div>
      <ul className="flex flex-wrap gap-2" aria-label="Assigned permit types">
        {products.assigned.map((p) => (
          <li
            key={p.uuid}
            className={cn(
              'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm',
              p.isCustomerEntityAll
                ? 'border-gray-200 bg-gray-100 text-gray-800'
                : 'border-brand-200 bg-brand-50 text-brand-800',
            )}
          >
            <span>{p.name}</span>
            {p.isCustomerEntityAll ? (
              <span className="text-xs text-gray-600">(default)</span>
            ) : (
              <button
                type="button"
                className={cn(
                  'rounded-full p-0.5 hover:bg-brand-100 disabled:opacity-50',
                  focusRing,
                )}
                aria-label={`Remove ${p.name}`}
                disabled={busy !== null}
                onClick={() => void change(p, false)}
              >
                <XIcon className="size-3.5" />
              </button>
            )}
          </li>
        ))}
        {products.assigned.length === 0 ? (
          <li className="text-sm text-gray-600">No permit types assigned yet.</li>
        ) : null}
      </ul>
    </div>
  );
}
