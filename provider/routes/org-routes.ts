import type { Hono, MiddlewareHandler } from 'hono';
import type { ProviderEnv } from '../http/env';
import { lookupHandler, type LookupDeclaration } from '../http/lookup-route';
import { orgRawRoute, orgRoute } from '../http/route';
import type { InOrganisation, OrganisationOfRow } from '../http/route-access';
import type { Call, RouteInput, RouteOptions, RouteResult } from '../http/route-input';
import type { RoleSet } from '../services/access';

type OrgHandler<C extends Call, R> = (input: RouteInput<C> & InOrganisation) => R;

/**
 * The organisation-scoped routes a file mounts with one role set behind one bearer-token
 * middleware (`const staff = orgRoutes(app, auth, STAFF)`): orgRoute (`json`) and orgRawRoute
 * (`raw`) with the app, the middleware and the role set said once. The organisation is named by
 * the call's input, or with `…ByRow` comes from a row (a list, a plate, an invitation …).
 */
export function orgRoutes(
  app: Hono<ProviderEnv>,
  auth: MiddlewareHandler<ProviderEnv>,
  role: RoleSet,
) {
  return {
    json<C extends Call>(call: C, handler: OrgHandler<C, RouteResult<C>>, options?: RouteOptions) {
      orgRoute(app, call, auth, role, handler, options);
    },
    /**
     * An audited plate look-up (issue 30 item 2): the reason the organisation may require is
     * checked before the handler, the look-up recorded after it (provider/http/lookup-route.ts).
     */
    lookup<C extends Call>(
      call: C,
      declaration: LookupDeclaration<C>,
      handler: OrgHandler<C, RouteResult<C>>,
    ) {
      orgRoute(app, call, auth, role, lookupHandler(app, call, declaration, handler));
    },
    raw<C extends Call>(
      call: C,
      handler: OrgHandler<C, Promise<Response>>,
      options?: RouteOptions,
    ) {
      orgRawRoute(app, call, auth, role, handler, options);
    },
    jsonByRow<C extends Call>(
      call: C,
      organisationOf: OrganisationOfRow<C>,
      handler: OrgHandler<C, RouteResult<C>>,
      options?: RouteOptions,
    ) {
      orgRoute(app, call, auth, { role, organisationOf }, handler, options);
    },
    rawByRow<C extends Call>(
      call: C,
      organisationOf: OrganisationOfRow<C>,
      handler: OrgHandler<C, Promise<Response>>,
      options?: RouteOptions,
    ) {
      orgRawRoute(app, call, auth, { role, organisationOf }, handler, options);
    },
  };
}
