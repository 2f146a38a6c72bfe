import 'server-only';
import { z } from 'zod';
import { createPayoutsAccount, getPayoutsSetupUrl } from '@/lib/contract';
import type { EndpointRoute } from '@/lib/contract/define-endpoint';
import type { OrgCaller } from '../context';
import { endpoint, type Endpoint } from '../endpoint';
import { PROVIDER_FAILED, PROVIDER_FAILED_STATUS, type RefusalTable } from '../errors';

type OrgRoute<Res> = EndpointRoute<string, Res> & { access: 'org' };

/** The payouts panel of a product's screens (Vert Violations, Vert Permits). */
export interface PayoutsPanel<Status> {
  activate: OrgRoute<Status>;
  verify: OrgRoute<{ url: string }>;
  /** What 'Activate <product>' does (the OpenAPI summary). */
  activateSummary: string;
  /** The payouts status the panel reads, and how it is read. */
  status: z.ZodType<Status>;
  loadStatus: (caller: OrgCaller) => Promise<Status>;
  /** The product's one text for every failure of both (spec 2 §8, spec 3 §8 Activation failure). */
  failed: string;
}

/**
 * 'Activate <product>' creates the payouts account, then reads the status again; 'Verify
 * business' answers the account's setup URL, which the browser goes to.
 */
export function payoutsEndpoints<Status>(panel: PayoutsPanel<Status>): Endpoint[] {
  const failed = { message: panel.failed };
  const refusals: RefusalTable = {
    BILLING_DENIED: failed,
    FORBIDDEN: failed,
    PORTAL_NOT_CONFIGURED: failed,
    NO_PAYOUTS_ACCOUNT: failed,
    [PROVIDER_FAILED]: { ...failed, status: PROVIDER_FAILED_STATUS },
  };
  return [
    endpoint(panel.activate, {
      summary: panel.activateSummary,
      response: panel.status,
      errors: { 403: 'Only super administrators activate payments.', 409: 'No subdomain yet.' },
      refusals,
      handler: async ({ caller }) => {
        await caller.call(createPayoutsAccount, { params: { entity: caller.entity } });
        return panel.loadStatus(caller);
      },
    }),
    endpoint(panel.verify, {
      summary: "'Verify business': the payouts account's setup URL the browser goes to.",
      response: z.object({ url: z.string() }),
      errors: { 403: 'Only super administrators verify the business.', 409: 'No account yet.' },
      refusals,
      handler: async ({ caller }) => {
        const params = { entity: caller.entity };
        const { url } = await caller.call(getPayoutsSetupUrl, { params });
        return { url };
      },
    }),
  ];
}
