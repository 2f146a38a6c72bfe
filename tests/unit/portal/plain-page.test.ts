import { describe, expect, it } from '@jest/globals';
import { plainPageResponse } from '@/server/portal/plain-page';

jest.mock('server-only', () => ({}));

/** The script-free pages the portals answer with a status a React page cannot set. */
describe('a plain page', () => {
  const brand = {
    title: 'Northgate <Parking>',
    headerBg: '#1d53ee',
    headerText: '#ffffff',
    buttonBg: '#f59e0b',
    buttonText: '#111827',
  };

  it('answers its status with no script allowed', async () => {
    const res = plainPageResponse({ status: 404, title: 'Page not found', text: 'Gone.' });
    expect(res.status).toBe(404);
    expect(res.headers.get('content-security-policy')).toMatch(/^default-src 'none'; style-src/);
    const html = await res.text();
    expect(html).not.toMatch(/<script/i);
    expect(html).toContain('<h1>Page not found</h1>');
    expect(html).not.toContain('<header>');
  });

  it('in a portal: the brand title in a header of its colours, the way back as its button', async () => {
    const html = await plainPageResponse({
      status: 404,
      title: 'Page not found',
      text: 'Gone.',
      link: { href: '/portal/northgate/citations', label: 'Look up a violation notice' },
      brand,
    }).text();
    expect(html).toContain('<header>Northgate &#60;Parking&#62;</header>');
    expect(html).toContain('<title>Page not found · Northgate &#60;Parking&#62;</title>');
    expect(html).toContain('header{background:#1d53ee;color:#ffffff');
    expect(html).toContain('background:#f59e0b;color:#111827');
    expect(html).toContain('<a href="/portal/northgate/citations">Look up a violation notice</a>');
  });

  it('keeps a colour from closing its style rule', async () => {
    const html = await plainPageResponse({
      status: 404,
      title: 'x',
      text: 'y',
      brand: { ...brand, headerBg: 'red}body{display:none' },
    }).text();
    expect(html).not.toContain('}body{display:none');
  });
});
