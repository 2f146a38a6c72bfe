import { describe, expect, it } from '@jest/globals';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Issue 27 item 2: a page whose referrer policy is 'no-referrer' makes the browser send
 * `Origin: null` with its form posts, so a portal form failed without script (the pay and
 * appeal pages answered 500). Every portal page that shows a form keeps a policy that sends its
 * own origin on same-origin posts ('same-origin', or the layout's 'strict-origin-when-cross-origin').
 */
const PORTAL = join(process.cwd(), 'app', '(portal)');

function pages(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return pages(path);
    return entry.name === 'page.tsx' ? [path] : [];
  });
}

/** A page shows a form when it renders a *Form component or the shared checkout page. */
const showsForm = (source: string) =>
  /import \{[^}]*\b\w+Form\b[^}]*\} from/.test(source) || source.includes('checkout-page');

describe('portal pages with forms', () => {
  const withForms = pages(PORTAL).filter((path) => showsForm(readFileSync(path, 'utf8')));

  it('finds the portal forms (look-up, pay, appeal, meter, add time, permit checkout)', () => {
    const names = withForms.map((path) => relative(PORTAL, path));
    for (const page of ['citations/page.tsx', 'pay/page.tsx', 'appeal/page.tsx', 'meter']) {
      expect(names.some((name) => name.includes(page))).toBe(true);
    }
  });

  it.each(pages(PORTAL).map((path) => [relative(PORTAL, path), path]))(
    '%s: no no-referrer policy where a form posts',
    (_name, path) => {
      const source = readFileSync(path, 'utf8');
      if (!showsForm(source)) return;
      expect(source).not.toMatch(/referrer:\s*'no-referrer'/);
    },
  );
});
