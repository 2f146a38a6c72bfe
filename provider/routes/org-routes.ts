import type { Hono, MiddlewareHandler } from 'hono';
import type { ProviderEnv } from '../http/env';
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
