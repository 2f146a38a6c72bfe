import { expect, test } from './support/test';
import { E2E_TILE_URL } from './support/tiles';

/** The nonce of a policy's script-src. */
function nonceOf(policy: string | undefined): string | undefined {
  return /script-src [^;]*'nonce-([^']+)'/.exec(policy ?? '')?.[1];
}

test.describe('content security policy', () => {
  test('pages: a fresh script nonce each time, on every script Next renders; no inline scripts allowed', async ({
    request,
  }) => {
    const nonces = new Set<string>();
    for (const path of [
      '/login',
      '/login',
      '/shared/reports/not-a-token',
      '/resetpassword/bad-code',
    ]) {
      const res = await request.get(path);
      const policy = res.headers()['content-security-policy'];
      const nonce = nonceOf(policy);
      expect(nonce, path).toBeTruthy();
      nonces.add(nonce!);
      const scriptSrc = /script-src ([^;]*)/.exec(policy!)![1];
      expect(scriptSrc).not.toContain("'unsafe-inline'");
      expect(scriptSrc).not.toContain("'unsafe-eval'");
      expect(policy).toContain("connect-src 'self'");
      expect(policy).toContain("frame-ancestors 'none'");
      const html = await res.text();
      const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((m) => m[0]);
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag, path).toContain(`nonce="${nonce}"`);
    }
    expect(nonces.size).toBe(4);
  });

  test('images: only the app, data:/blob: and the configured tile host', async ({ request }) => {
    const policy = (await request.get('/login')).headers()['content-security-policy'];
    const host = new URL(E2E_TILE_URL.replace('{s}', 'x')).host.slice(2);
    expect(/img-src ([^;]*)/.exec(policy ?? '')?.[1]).toBe(
      `'self' data: blob: https://a.${host} https://b.${host} https://c.${host}`,
    );
  });

  test('API answers and static files: nothing runs, nothing frames them', async ({ request }) => {
    for (const path of ['/api/session', '/api/no-such-route', '/api/openapi.json']) {
      const res = await request.get(path);
      expect(res.headers()['content-security-policy'], path).toBe(
        "default-src 'none'; frame-ancestors 'none'",
      );
    }
    for (const path of ['/legal/terms.html', '/logo.svg']) {
      const res = await request.get(path);
      expect(res.status(), path).toBe(200);
      expect(res.headers()['content-security-policy'], path).toMatch(
        /^default-src 'none'; .*frame-ancestors 'none'/,
      );
    }
  });

  test('injected markup runs no inline handler', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
    // What an HTML injection would try: an inline event handler (allowed only by 'unsafe-inline').
    const ran = await page.evaluate(async () => {
      document.body.insertAdjacentHTML(
        'beforeend',
        '<img alt="" src="data:," onerror="window.__injected = true">',
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
      return (window as unknown as { __injected?: boolean }).__injected === true;
    });
    expect(ran).toBe(false);
    // The shared fixture must report the refusal as a CSP violation and fail this test.
    test.fail(true, 'the console guard fails a test with a CSP violation');
  });
});
