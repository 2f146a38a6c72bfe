import { describe, expect, it, jest } from '@jest/globals';

/**
 * Issue 28 item 3: the provider's entry (provider/index.ts; provider/serve.ts starts through it)
 * loads the demo seed only when DEMO asks for it. Every seed module records its loading; opening
 * and using a provider with the demo off loads none of them.
 */
const mockLoaded: string[] = [];
const SEED_MODULES = [
  '@/provider/seed',
  '@/provider/seed/identity',
  '@/provider/seed/identity/demo-accounts',
  '@/provider/seed/lpr/live-patrol',
] as const;

jest.mock('@/provider/seed', () => {
  mockLoaded.push('@/provider/seed');
  return jest.requireActual('@/provider/seed');
});
jest.mock('@/provider/seed/identity', () => {
  mockLoaded.push('@/provider/seed/identity');
  return jest.requireActual('@/provider/seed/identity');
});
jest.mock('@/provider/seed/identity/demo-accounts', () => {
  mockLoaded.push('@/provider/seed/identity/demo-accounts');
  return jest.requireActual('@/provider/seed/identity/demo-accounts');
});
jest.mock('@/provider/seed/lpr/live-patrol', () => {
  mockLoaded.push('@/provider/seed/lpr/live-patrol');
  return jest.requireActual('@/provider/seed/lpr/live-patrol');
});

describe('the provider entry without the demo', () => {
  it('opens, answers and closes with DEMO=off and loads no seed module', async () => {
    const saved = process.env.DEMO;
    process.env.DEMO = 'off';
    try {
      const { createProvider, MEMORY } = await import('@/provider');
      const provider = await createProvider({ dataDir: MEMORY, sweepUploads: false });
      try {
        const answer = await provider.fetch(new Request('http://provider.test/api/health'));
        expect(answer.status).toBe(200);
      } finally {
        await provider.close();
      }
    } finally {
      if (saved === undefined) delete process.env.DEMO;
      else process.env.DEMO = saved;
    }
    expect(mockLoaded).toEqual([]);
  });

  it('still loads each seed module when asked (the recorder works)', async () => {
    for (const name of SEED_MODULES) await import(name);
    expect(mockLoaded).toEqual(expect.arrayContaining([...SEED_MODULES]));
  });
});
