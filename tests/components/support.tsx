import { jest } from '@jest/globals';

/** A fetch stub answering JSON per call, recording what was sent. */
export function mockFetch(...answers: Array<{ status: number; body?: unknown } | Error>) {
  const calls: Array<{ url: string; method: string; body: unknown }> = [];
  const queue = [...answers];
  const fn = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    calls.push({
      url: String(input),
      method: init?.method ?? 'GET',
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : undefined,
    });
    const next = queue.shift() ?? { status: 200, body: {} };
    if (next instanceof Error) throw next;
    // jsdom has no Response: a minimal one with what apiFetch reads.
    const text = next.body === undefined ? '' : JSON.stringify(next.body);
    return {
      ok: next.status >= 200 && next.status < 300,
      status: next.status,
      text: async () => text,
    } as Response;
  });
  globalThis.fetch = fn as unknown as typeof fetch;
  return { fn, calls };
}

export const router = {
  push: jest.fn(),
  replace: jest.fn(),
  refresh: jest.fn(),
  back: jest.fn(),
  forward: jest.fn(),
  prefetch: jest.fn(),
};

/** A Standard Patrol member of Northgate, for the team screen and dialog tests. */
export const patrolMember: import('@/lib/contract/team').TeamMember = {
  uuid: 'jordan',
  officerId: 'NG-102',
  fullname: 'Jordan Ellis',
  email: 'jordan@demo.test',
  isAdmin: false,
  isSuperAdmin: false,
  isActive: true,
  isScansIncluded: true,
  captureCount: 3,
  lastLogin: null,
  createdAt: '2026-01-01T00:00:00.000Z',
};
