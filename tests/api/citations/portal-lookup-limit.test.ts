import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { citationsMessages as cm } from '@/lib/messages/citations';

/**
 * Issue 25 item 10: past the look-up limit (30 misses per address in 10 minutes) the violation
 * portal's look-up form (a server action, a plain <form> without script too) sends the driver
 * to the busy page, a real 429 with the provider's Retry-After and the look-up text, instead of
 * answering 200 with the text.
 */
jest.mock('next/headers', () => ({
  headers: async () => new Headers({ host: 'localhost:3000' }),
}));

// jest.mock is not hoisted above imports here (SWC): what uses the mocked module loads after it.
let lookupNoticeAction: typeof import('@/server/portal/violations/actions').lookupNoticeAction;
let busy: typeof import('@/app/(portal)/portal/[subdomain]/busy/route').GET;
let clearLimits: () => Promise<void>;

beforeAll(async () => {
  ({ lookupNoticeAction } = await import('@/server/portal/violations/actions'));
  ({ GET: busy } = await import('@/app/(portal)/portal/[subdomain]/busy/route'));
  const { getProvider } = await import('@/provider');
  const { rateLimits } = await import('@/provider/db/schema');
  const { db } = await getProvider();
  clearLimits = async () => {
    await db.delete(rateLimits);
  };
  await clearLimits();
}, 120_000);
afterEach(() => clearLimits());

const lookUp = (n: number) => {
  const form = new FormData();
  form.set('subdomain', 'northgate');
  form.set('citationNumber', String(1_900_000_000 + n));
  form.set('plate', 'NOPE123');
  return lookupNoticeAction({}, form);
};

/** Where a server action's redirect() goes (Next throws it with the target in its digest). */
async function redirectOf(action: Promise<unknown>): Promise<string> {
  const thrown = await action.then(
    () => null,
    (error: unknown) => error as { digest?: string },
  );
  const digest = thrown?.digest ?? '';
  expect(digest.startsWith('NEXT_REDIRECT;')).toBe(true);
  return digest.split(';').slice(2, -2).join(';');
}

describe('the violation portal look-up limit', () => {
  it('answers 30 misses with the text, then a 429 page with Retry-After and the look-up text', async () => {
    for (let i = 0; i < 30; i += 1) {
      expect(await lookUp(i)).toEqual(expect.objectContaining({ error: cm.noticeNotFound }));
    }
    const target = await redirectOf(lookUp(30));
    const url = new URL(target, 'http://localhost:3000');
    expect(url.pathname).toBe('/portal/northgate/busy');
    expect(url.searchParams.get('back')).toBe('/portal/northgate/citations');

    const page = busy(new Request(url));
    expect(page.status).toBe(429);
    const retryAfter = Number(page.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(60);
    expect(retryAfter).toBeLessThanOrEqual(10 * 60);
    const html = await page.text();
    expect(html).toContain(cm.noticeLookupBusy);
    expect(html).toContain('href="/portal/northgate/citations"');
  }, 120_000);

  it('the busy page takes no text from its URL and bounds the wait', async () => {
    const page = busy(
      new Request('http://localhost:3000/portal/x/busy?why=<b>hi</b>&wait=999999&back=//evil'),
    );
    expect(page.status).toBe(429);
    expect(page.headers.get('retry-after')).toBe('3600');
    const html = await page.text();
    expect(html).not.toContain('hi</b>');
    expect(html).not.toContain('evil');
    expect(
      busy(new Request('http://localhost:3000/portal/x/busy?wait=abc')).headers.get('retry-after'),
    ).toBe('60');
  });
});
