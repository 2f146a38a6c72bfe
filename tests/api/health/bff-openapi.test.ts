import { allEndpoints } from '@/server/bff/endpoints';
import { createBff } from '@/server/bff/app';
import { buildBffOpenApi } from '@/server/bff/openapi';
import { BffClient } from '../../support/bff-client';

type Operation = {
  operationId: string;
  parameters: Array<{ name: string; in: string }>;
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, { content?: Record<string, unknown> }>;
};
type Document = { openapi: string; paths: Record<string, Record<string, Operation>> };

const key = (method: string, path: string) => `${method.toUpperCase()} ${path}`;

describe('BFF route definitions', () => {
  it('every mounted route has a definition and every definition is mounted', () => {
    const mounted = new Set(
      createBff()
        .routes.filter((r) => r.method !== 'ALL')
        .map((r) => key(r.method, r.path.replace(/\/$/, '') || '/')),
    );
    const defined = new Set(allEndpoints.map((e) => key(e.method, e.path)));
    expect([...mounted].filter((k) => !defined.has(k))).toEqual([]);
    expect([...defined].filter((k) => !mounted.has(k))).toEqual([]);
  });

  it('every JSON route has a schema of its answer (issue 15: the fuzz suite checks answers with it)', () => {
    const undescribed = allEndpoints
      .filter((e) => !e.mediaTypes?.length && !e.response)
      .map((e) => `${e.id} ${key(e.method, e.path)}`);
    expect(undescribed).toEqual([]);
    const doc = buildBffOpenApi() as unknown as Document;
    for (const endpoint of allEndpoints.filter((e) => !e.mediaTypes?.length)) {
      const path = endpoint.path.replace(/:(\w+)/g, '{$1}');
      const op = doc.paths[path][endpoint.method.toLowerCase()];
      const success = op.responses[String(endpoint.status ?? 200)];
      const json = success.content?.['application/json'] as { schema?: object } | undefined;
      expect([endpoint.id, Object.keys(json?.schema ?? {}).length > 0]).toEqual([
        endpoint.id,
        true,
      ]);
    }
  });

  it('ids and method + path pairs are unique', () => {
    const ids = allEndpoints.map((e) => e.id);
    expect(new Set(ids).size).toBe(ids.length);
    const pairs = allEndpoints.map((e) => key(e.method, e.path));
    expect(new Set(pairs).size).toBe(pairs.length);
  });
});

describe('GET /api/bff-openapi.json', () => {
  it('publishes every BFF route from its definition', async () => {
    const res = await new BffClient().get<Document>('/api/bff-openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\.1/);
    for (const endpoint of allEndpoints) {
      const path = endpoint.path.replace(/:(\w+)/g, '{$1}');
      expect(res.body.paths[path]?.[endpoint.method.toLowerCase()]?.operationId).toBe(endpoint.id);
    }
    expect(res.body).toEqual(JSON.parse(JSON.stringify(buildBffOpenApi())));
  });

  it('documents the statuses each route answers, with the error schema', () => {
    const doc = buildBffOpenApi() as unknown as Document;
    const createList = doc.paths['/api/lists'].post;
    expect(Object.keys(createList.responses).sort()).toEqual(
      // 308 and 431 from the server in front of the BFF, 414 its URL limit (issue 25 item 15).
      ['201', '308', '400', '401', '402', '403', '408', '409', '413', '414', '431', '503'].sort(),
    );
    const errorSchema = (
      createList.responses['400'].content?.['application/json'] as {
        schema: { properties: Record<string, unknown> };
      }
    ).schema;
    expect(Object.keys(errorSchema.properties)).toEqual(['error']);
    // Public routes answer no 401; sign-in documents its own refusals and its limit.
    const signIn = doc.paths['/api/session'].post;
    expect(Object.keys(signIn.responses)).toEqual(
      expect.arrayContaining(['400', '401', '403', '429', '503']),
    );
    expect(doc.paths['/api/team/accept/{uuid}'].get.responses['401']).toBeUndefined();
    // A route with a path parameter documents it and its 404.
    const plate = doc.paths['/api/lists/{uuid}/plates/{plateUuid}'].put;
    expect(plate.parameters.map((p) => p.name)).toEqual(['uuid', 'plateUuid']);
    expect(plate.responses['404']).toBeDefined();
  });

  it('gives downloads, images and the upload their real media types', () => {
    const doc = buildBffOpenApi() as unknown as Document;
    const ok = (path: string, method = 'get') => {
      const op = doc.paths[path][method];
      return Object.keys(op.responses['200'].content ?? {});
    };
    expect(ok('/api/lists/{uuid}/plates.csv')).toEqual(['text/csv']);
    expect(ok('/api/reports/export.pdf')).toEqual(['application/pdf']);
    expect(ok('/api/shared/reports/{token}/report.csv')).toEqual(['text/csv']);
    expect(ok('/api/scans/{uuid}/image/{kind}')).toContain('image/svg+xml');
    expect(
      Object.keys(doc.paths['/api/lists/{uuid}/upload'].post.requestBody?.content ?? {}),
    ).toEqual(['multipart/form-data']);
    expect(ok('/api/lists')).toEqual(['application/json']);
  });
});
