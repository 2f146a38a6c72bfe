import { afterEach, describe, expect, it } from '@jest/globals';
import { METER_REFUSAL } from '@/lib/contract';
import { receiptUrl } from '@/provider/services/meters';
import { sessionReceiptUrl } from '@/lib/rules/meters/sessions';
import { portalRewritePath, portalRootUrl } from '@/server/portal/portal-url';
import { errorText, METER_FORM_ERRORS, refusalKey } from '@/server/portal/meter-form';
import { GET as busy } from '@/app/(portal)/portal/[subdomain]/busy/route';

const PATTERN = 'https://{subdomain}.portal.example.com';
const saved = { portal: process.env.PORTAL_BASE_URL, app: process.env.APP_URL };
afterEach(() => {
  for (const [key, value] of [
    ['PORTAL_BASE_URL', saved.portal],
    ['APP_URL', saved.app],
  ] as const) {
    if (value === undefined) delete process.env[key];
    else process.env[key] = value;
  }
});

describe('the meter pages on the portal host', () => {
  it.each([
    ['/meter/E101', '/portal/eastside/meter/E101'],
    ['/session/receipt', '/portal/eastside/session/receipt'],
    ['/session/receipt/', '/portal/eastside/session/receipt/'],
    ['/busy', '/portal/eastside/busy'],
  ])('%s → %s', (path, expected) => {
    expect(portalRewritePath('eastside.portal.example.com', path, PATTERN)).toBe(expected);
  });

  it('the receipt e-mail links where the pages live (portal host, or /portal/{sub} on APP_URL)', () => {
    const id = '1b4e28ba-2fa1-4d3b-883f-0016d3cca427';
    process.env.PORTAL_BASE_URL = PATTERN;
    expect(receiptUrl('eastside', id)).toBe(
      `${portalRootUrl('eastside', 'http://x')}/session/receipt/?id=${id}`,
    );
    delete process.env.PORTAL_BASE_URL;
    process.env.APP_URL = 'https://app.example.com';
    expect(receiptUrl('eastside', id)).toBe(
      `https://app.example.com/portal/eastside/session/receipt/?id=${id}`,
    );
  });

  it("the dashboard's receipt link is the e-mail's (one receipt path, spec 3 §2)", () => {
    const id = '1b4e28ba-2fa1-4d3b-883f-0016d3cca427';
    process.env.PORTAL_BASE_URL = PATTERN;
    expect(sessionReceiptUrl(portalRootUrl('eastside', 'http://x')!, id)).toBe(
      receiptUrl('eastside', id),
    );
    delete process.env.PORTAL_BASE_URL;
    process.env.APP_URL = 'https://app.example.com';
    expect(sessionReceiptUrl(portalRootUrl('eastside', 'http://x')!, id)).toBe(
      receiptUrl('eastside', id),
    );
  });
});

describe('the meter forms and the busy page', () => {
  it('refusals travel as keys; unknown keys and codes show nothing or the general failure', () => {
    for (const [key, text] of Object.entries(METER_FORM_ERRORS)) expect(errorText(key)).toBe(text);
    expect(errorText('<script>')).toBeUndefined();
    expect(errorText('constructor')).toBeUndefined();
    expect(refusalKey('SOMETHING_ODD')).toBe('failed');
    expect(refusalKey('constructor')).toBe('failed');
    expect(refusalKey(undefined)).toBe('failed');
  });

  it.each([
    [METER_REFUSAL.tooLong, 'long'],
    [METER_REFUSAL.lengthNotSold, 'length'],
    [METER_REFUSAL.pastPaidHours, 'hours'],
    [METER_REFUSAL.inactive, 'inactive'],
    [METER_REFUSAL.sessionEnded, 'ended'],
    ['IDEMPOTENCY_KEY_REUSED', 'reused'],
    ['PAYMENTS_INACTIVE', 'payouts'],
  ])('the provider code %s reads as the key %s', (code, key) => {
    expect(refusalKey(code)).toBe(key);
  });

  it('answers a real 429 with Retry-After, and links back only to a path of this origin', async () => {
    const res = busy(
      new Request('http://x/portal/eastside/busy?back=%2Fportal%2Feastside%2Fmeter%2FE101'),
    );
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('60');
    expect(await res.text()).toContain('href="/portal/eastside/meter/E101"');
    for (const back of ['//evil.example.com', 'https://evil.example.com', '/a b', '/\\evil']) {
      const other = busy(new Request(`http://x/busy?back=${encodeURIComponent(back)}`));
      expect(await other.text()).not.toContain('href=');
    }
  });
});
