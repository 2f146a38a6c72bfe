/** @jest-environment jsdom */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { render, screen } from '@testing-library/react';
import { BackLink } from '@/components/ui/BackLink';

const root = path.resolve(__dirname, '../../..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return sources(full);
    return /\.tsx$/.test(name) ? [full] : [];
  });
}

/** Issue 27 item 18: '← All permit holders' on some pages, '‹ Issued permits' on others. */
describe('one back link', () => {
  it("reads '← label' and goes to its address", () => {
    render(<BackLink href="/permits/holders" label="All permit holders" />);
    const link = screen.getByRole('link', { name: /All permit holders/ });
    expect(link).toHaveAttribute('href', '/permits/holders');
    expect(link).toHaveTextContent('←All permit holders');
  });

  it('keeps a fuller accessible name where one is given', () => {
    render(
      <BackLink href="/meter/types" label="Parking meters" ariaLabel="Back to parking meters" />,
    );
    expect(screen.getByRole('link', { name: 'Back to parking meters' })).toHaveTextContent(
      'Parking meters',
    );
  });

  it('no dashboard screen draws its own back arrow', () => {
    const own = sources(path.join(root, 'components'))
      .filter((file) => !file.endsWith(path.join('ui', 'BackLink.tsx')))
      .filter((file) => {
        const text = readFileSync(file, 'utf8');
        // A '←' / '‹' arrow, or a left-turned chevron beside a next/link link (a back link).
        const chevron = /ChevronRightIcon className="[^"]*rotate-180/.test(text);
        return /[←‹]/.test(text) || (chevron && text.includes("from 'next/link'"));
      })
      .map((file) => path.relative(root, file));
    expect(own).toEqual([]);
  });
});
