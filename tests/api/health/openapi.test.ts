import { BffClient } from '../../support/bff-client';
import { allCalls } from '@/lib/contract';

describe('GET /api/openapi.json', () => {
  it('publishes every call of the contract', async () => {
    const res = await new BffClient().get<{
      openapi: string;
      paths: Record<string, Record<string, unknown>>;
    }>('/api/openapi.json');
    expect(res.status).toBe(200);
    expect(res.body.openapi).toMatch(/^3\./);
    for (const call of allCalls) {
      // The document writes paths without a trailing slash (the provider matches both).
      const path = call.path.replace(/(.)\/$/, '$1');
      expect(res.body.paths[path]?.[call.method.toLowerCase()]).toBeDefined();
    }
  });
});
