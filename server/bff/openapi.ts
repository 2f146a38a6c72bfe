import { z } from 'zod';
import { errorBody, type EndpointDefinition } from '@/lib/contract';
import { allEndpoints } from './endpoints';
import { hidesBffPath } from '@/lib/rules/shell/bff-areas';
import { PDF_ROWS_MAX, URL_MAX_CHARS } from './limits';

/**
 * The BFF's own routes as an OpenAPI 3.1 document, generated from their definitions
 * (lib/contract/<area>/bff.ts) as the provider's is from its calls (provider/openapi.ts). Served at
 * GET /api/bff-openapi.json. Besides what a route documents itself, each documents the statuses
 * every route of its kind answers (the guards, the body limit, the error mapper of server/bff).
 */

type JsonSchema = Record<string, unknown>;

const toSchema = (schema: z.ZodType, io: 'input' | 'output'): JsonSchema => {
  const json = z.toJSONSchema(schema, { unrepresentable: 'any', io }) as JsonSchema;
  delete json.$schema;
  return json;
};

const jsonContent = (schema: JsonSchema) => ({ 'application/json': { schema } });

/** Path parameters from the schema, else every `:name` of the path as a string. */
function pathParameters(endpoint: EndpointDefinition) {
  const names = [...endpoint.path.matchAll(/:(\w+)/g)].map((m) => m[1]);
  const properties = endpoint.params
    ? ((toSchema(endpoint.params, 'input').properties ?? {}) as Record<string, JsonSchema>)
    : {};
  return names.map((name) => ({
    name,
    in: 'path',
    required: true,
    schema: properties[name] ?? { type: 'string' },
  }));
}

function queryParameters(endpoint: EndpointDefinition) {
  if (!endpoint.query) return [];
  const json = toSchema(endpoint.query, 'input') as {
    properties?: Record<string, JsonSchema>;
    required?: string[];
  };
  return Object.entries(json.properties ?? {}).map(([name, schema]) => ({
    name,
    in: 'query',
    required: (json.required ?? []).includes(name),
    schema,
  }));
}

/** Areas whose provider calls refuse an organisation whose trial or subscription has ended. */
const SUBSCRIPTION_GATED_AREAS = new Set(['lists', 'lpr', 'reports', 'team']);

/** Routes that answer without asking the provider (no 503 when it is down). */
const OFFLINE_ROUTES = new Set(['plateCsvTemplate', 'bffOpenApi', 'bffLive', 'bffMetrics']);

/** The statuses a route answers because of what it is (its guards, its body, its provider calls). */
function kindStatuses(endpoint: EndpointDefinition): Record<number, string> {
  const statuses: Record<number, string> = {};
  const hasInput =
    endpoint.params || endpoint.query || endpoint.body || endpoint.path.includes(':');
  if (hasInput) {
    statuses[400] = 'A path parameter, query parameter or body the route refuses (BAD_REQUEST).';
  }
  if (endpoint.path.includes(':')) {
    // As the provider's document: an unknown or another organisation's id, or an empty segment.
    statuses[404] = 'Nothing of the organisation’s under that path (NOT_FOUND).';
  }
  if (endpoint.method !== 'GET') {
    statuses[400] ??= 'A body that is not what the route takes (BAD_REQUEST).';
    statuses[403] = 'The request did not come from the dashboard’s own pages (FORBIDDEN_ORIGIN).';
    statuses[408] = 'The body stalled or took too long to arrive.';
    statuses[413] = 'The body is larger than the route takes.';
  }
  if (endpoint.access !== 'public') {
    statuses[401] = 'No session, or the session has ended (UNAUTHENTICATED).';
  }
  if (endpoint.access !== 'public' && hidesBffPath(endpoint.path, { isParkingOnly: true })) {
    const refused = 'A tab the account does not see: parking-only accounts (AREA_NOT_AVAILABLE).';
    statuses[403] = statuses[403] ? `${statuses[403]} Or: ${refused}` : refused;
  }
  if (endpoint.access === 'org') {
    statuses[409] = 'No organisation chosen yet (NO_ORGANISATION_SELECTED).';
    if (SUBSCRIPTION_GATED_AREAS.has(endpoint.area)) {
      statuses[402] = "The organisation's trial or subscription has ended (SUBSCRIPTION_INACTIVE).";
    }
  }
  if (!OFFLINE_ROUTES.has(endpoint.id)) {
    statuses[503] = 'The provider is not answering (PROVIDER_UNAVAILABLE).';
  }
  if (endpoint.mediaTypes?.includes('application/pdf')) {
    statuses[400] =
      `${statuses[400] ?? ''} Or: more than ${PDF_ROWS_MAX.toLocaleString('en-US')} rows for a PDF (PDF_TOO_MANY_ROWS).`.trim();
  }
  statuses[414] = `A URL (path and query) longer than ${URL_MAX_CHARS / 1024} kB (URI_TOO_LONG).`;
  return statuses;
}

/**
 * Answers of the server in front of the BFF (Next.js and Node), the same for every route and
 * not in the error shape: they come before any BFF code runs.
 */
const SERVER_ANSWERS = {
  308: {
    description:
      'A path with an empty segment (an empty path parameter, `//`) or a trailing slash: the ' +
      'server redirects to the path without it (Location), before the BFF sees the request.',
    headers: {
      Location: {
        description: 'The same path without the empty segment.',
        schema: { type: 'string' },
      },
    },
  },
  431: {
    description:
      'The request line and headers together pass 16 kB (a URL past the 414 limit, or many ' +
      'cookies): Node refuses the request before the BFF sees it, without a body.',
  },
};

function operation(endpoint: EndpointDefinition) {
  const errorSchema = toSchema(endpoint.errorResponse ?? errorBody, 'output');
  const success = endpoint.status ?? 200;
  const responses: Record<string, unknown> = {
    [success]: {
      description: success === 201 ? 'Created' : 'OK',
      content: endpoint.mediaTypes
        ? Object.fromEntries(
            endpoint.mediaTypes.map((type) => [
              type,
              { schema: { type: 'string', format: 'binary' } },
            ]),
          )
        : jsonContent(endpoint.response ? toSchema(endpoint.response, 'output') : {}),
    },
  };
  const statuses = { ...kindStatuses(endpoint), ...endpoint.errors };
  for (const status of Object.keys(statuses)
    .map(Number)
    .sort((a, b) => a - b)) {
    const description = [kindStatuses(endpoint)[status], endpoint.errors?.[status]]
      .filter((text, i, all) => text && all.indexOf(text) === i)
      .join(' Or: ');
    responses[status] = {
      description,
      content: jsonContent(errorSchema),
      ...(status === 429
        ? {
            headers: {
              'Retry-After': {
                description: 'Seconds until the limit lets the request through again.',
                schema: { type: 'integer', minimum: 1 },
              },
            },
          }
        : {}),
    };
  }
  Object.assign(responses, SERVER_ANSWERS);
  const requestBody = endpoint.bodyMediaType
    ? {
        required: true,
        content: {
          [endpoint.bodyMediaType]: {
            schema: {
              type: 'object',
              properties: { file: { type: 'string', format: 'binary' } },
            },
          },
        },
      }
    : endpoint.body
      ? { required: true, content: jsonContent(toSchema(endpoint.body, 'input')) }
      : undefined;
  return {
    operationId: endpoint.id,
    tags: [endpoint.area],
    summary: endpoint.summary,
    security: endpoint.access === 'public' ? [] : [{ sessionCookie: [] }],
    parameters: [...pathParameters(endpoint), ...queryParameters(endpoint)],
    ...(requestBody ? { requestBody } : {}),
    responses,
  };
}

/** BFF endpoints (server/bff/endpoints.ts) as an OpenAPI 3.1 document. */
export function buildBffOpenApi(endpoints: EndpointDefinition[] = allEndpoints) {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const endpoint of endpoints) {
    const path = endpoint.path.replace(/:(\w+)/g, '{$1}');
    paths[path] = { ...paths[path], [endpoint.method.toLowerCase()]: operation(endpoint) };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Vert dashboard BFF',
      version: process.env.npm_package_version ?? '2.59.2',
      description:
        "The dashboard's own /api routes the browser calls (generated from lib/contract/<area>/bff.ts). " +
        'Failures answer { error: { code, message } } with a text a person reads.',
    },
    servers: [{ url: '/', description: 'This dashboard' }],
    components: {
      securitySchemes: {
        sessionCookie: { type: 'apiKey', in: 'cookie', name: 'vert.session' },
      },
    },
    paths,
  };
}
