import { z } from 'zod';
import { allCalls, errorBody, type CallDefinition } from '../lib/contract';
import { honoPath } from './http/route';
import { memberRolesOf, requiredRoleOf, SIGNED_IN } from './services/access';
import type { RouteTableEntry } from './http/route-access';

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const json = z.toJSONSchema(schema, { unrepresentable: 'any', io }) as JsonSchema;
  delete json.$schema; // the document's dialect is OpenAPI 3.1's (JSON Schema 2020-12)
  return json;
};

/** Path or query parameters of a call from its object schema. */
function parameters(schema: z.ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const json = toSchema(schema, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: where,
    required: where === 'path' || (json.required ?? []).includes(name),
    schema: property,
  }));
}

/** Whether a JSON Schema has a uuid anywhere in it (an id the call looks up). */
function holdsUuid(schema: unknown): boolean {
  if (!schema || typeof schema !== 'object') return false;
  if ((schema as JsonSchema).format === 'uuid') return true;
  return Object.values(schema).some(holdsUuid);
}

const jsonContent = (schema: JsonSchema) => ({ 'application/json': { schema } });

/**
 * Areas whose calls refuse an organisation with an inactive subscription (402
 * SUBSCRIPTION_INACTIVE, provider/services/access/subscription.ts); sign-in, organisations, subscription
 * and billing stay open so the trial-ended dialog works.
 */
const SUBSCRIPTION_GATED_AREAS = new Set(['lists', 'overview', 'scans', 'reports', 'team']);

type Responses = Record<string, unknown>;

/** The responses a call declares: its answer (JSON or the media types) and its errors. */
function declaredResponses(call: CallDefinition, errorSchema: JsonSchema): Responses {
  const responses: Responses = {
    200: {
      description: 'OK',
      content: call.mediaTypes
        ? Object.fromEntries(
            call.mediaTypes.map((type) => [type, { schema: { type: 'string', format: 'binary' } }]),
          )
        : jsonContent(toSchema(call.response, 'output')),
    },
  };
  for (const [status, description] of Object.entries(call.errors ?? {})) {
    responses[status] = { description, content: jsonContent(errorSchema) };
  }
  if (responses[429]) {
    responses[429] = {
      ...(responses[429] as object),
      headers: {
        'Retry-After': {
          description: 'Seconds until the limit lets the request through again.',
          schema: { type: 'integer', minimum: 1 },
        },
      },
    };
  }
  return responses;
}

/** The refusals every call of its kind has, unless it declares them itself. */
function addImpliedResponses(
  responses: Responses,
  call: CallDefinition,
  access: RouteTableEntry['access'] | undefined,
  errorSchema: JsonSchema,
) {
  const add = (status: number, description: string) => {
    responses[status] ??= { description, content: jsonContent(errorSchema) };
  };
  if (call.auth && SUBSCRIPTION_GATED_AREAS.has(call.area)) {
    add(402, "The organisation's trial or subscription has ended (SUBSCRIPTION_INACTIVE).");
  }
  // Every call that takes a body has a body limit and read timeouts (provider/http/body-limit.ts).
  if (call.method !== 'GET') {
    add(408, 'The body stalled (30 seconds without a byte) or took longer than 5 minutes.');
    add(413, 'The body is larger than the call takes (1 MB unless it says otherwise).');
  }
  // An id that names nothing (or names another organisation's row), in the path or in the query or
  // body, and a path segment left empty or holding a '/', answer 404 NOT_FOUND with the error body.
  const namesIds = [call.query, call.body].some((s) => s && holdsUuid(toSchema(s, 'input')));
  if (call.params || (call.auth && namesIds)) {
    add(
      404,
      'No such resource in this organisation, or a path segment that is empty or matches no route (NOT_FOUND).',
    );
  }
  // provider/http/route.ts validates path, query and body with the contract: a bad one is a 400.
  if (call.params || call.query || call.body) {
    add(400, 'A path parameter, query parameter or body the contract refuses (BAD_REQUEST).');
  }
  if (call.auth) add(401, 'Missing, invalid or expired token.');
  // Who may make the call (the access its route declares: provider/routes/<area>): a member
  // without the role is refused with 403 (or 404 where the set says an unknown organisation is
  // not found).
  if (access && access !== SIGNED_IN) {
    add(403, "The caller's role in the organisation may not make this call (x-required-role).");
  }
}

function operation(call: CallDefinition, table: RouteTable) {
  const errorSchema = toSchema(call.errorResponse ?? errorBody, 'output');
  const access = call.auth ? table.get(call.id)?.access : undefined;
  const responses = declaredResponses(call, errorSchema);
  addImpliedResponses(responses, call, access, errorSchema);
  return {
    operationId: call.id,
    tags: [call.area],
    summary: call.summary,
    ...(call.auth ? { security: [{ bearerAuth: [] }] } : { security: [] }),
    ...(access
      ? { 'x-required-role': requiredRoleOf(access), 'x-member-roles': [...memberRolesOf(access)] }
      : {}),
    parameters: [...parameters(call.params, 'path'), ...parameters(call.query, 'query')],
    ...(call.body
      ? { requestBody: { required: true, content: jsonContent(toSchema(call.body, 'input')) } }
      : {}),
    responses,
  };
}

/** A call's path as the document writes it: `{name}` parameters, no trailing slash. */
export const openApiPath = (call: Pick<CallDefinition, 'path'>) =>
  honoPath(call.path).replace(/:(\w+)/g, '{$1}');

/** The signed-in calls a provider app mounted, with the access each route declared. */
export type RouteTable = ReadonlyMap<string, Pick<RouteTableEntry, 'access'>>;

/**
 * Every call of lib/contract as an OpenAPI 3.1 document; a signed-in call's `x-required-role`
 * is the access its route declared (`table`: provider/http/route.ts routeTableOf).
 */
export function buildOpenApi(table: RouteTable, calls: CallDefinition[] = allCalls) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const call of calls) {
    // OpenAPI writes parameters as {name}, as the contract does; normalise ':name' just in case.
    // The provider matches a path with or without its trailing slash (provider/app.ts, strict:
    // false): the document writes it without one, as OpenAPI linters expect.
    const path = openApiPath(call);
    paths[path] = { ...paths[path], [call.method.toLowerCase()]: operation(call, table) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Vert provider API',
      version: process.env.npm_package_version ?? '2.59.2',
      description: 'The provider API the Vert dashboard calls (generated from lib/contract).',
    },
    // Relative to the address the document was fetched from (the provider serves it itself).
    servers: [{ url: '/', description: 'This provider' }],
    components: {
      securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } },
    },
    paths,
  };
}
